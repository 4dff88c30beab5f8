// What the buyer sees once the basket is sent: that it arrived, where the copy went, and the private
// link to follow it (when this submission was the first: a repeat's link is in the first e-mail).

import { Trans } from '@lingui/react';
import { CheckCircle2, ExternalLink } from 'lucide-react';
import type { CreateInquiryResult } from '@/contract/inquiries';
import { useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';

export function BasketConfirmation({ result, email }: { result: CreateInquiryResult; email: string }) {
  const { t } = useT();
  const count = result.data.lines.length;
  return (
    <section
      aria-labelledby="basket-sent"
      className="card mx-auto max-w-xl p-6 text-center sm:p-8"
      data-testid="basket-confirmation"
    >
      <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden />
      <h2 id="basket-sent" className="mt-3 text-xl font-semibold text-slate-900">
        {t('basket.sentTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <Trans
          id="basket.sentText"
          values={{ count, email }}
          components={{ 0: <span className="font-medium text-slate-900" /> }}
        />
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {result.trackingUrl ? (
          <a href={result.trackingUrl} className="btn-primary">
            <ExternalLink className="h-4 w-4" aria-hidden /> {t('basket.track')}
          </a>
        ) : (
          <p className="text-sm text-muted">{t('basket.trackInMail')}</p>
        )}
        <Link to="/" className="btn-secondary">
          {t('basket.continue')}
        </Link>
      </div>
      {result.trackingUrl && <p className="mt-4 text-xs text-muted">{t('basket.keepPrivate')}</p>}
    </section>
  );
}
