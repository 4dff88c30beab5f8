// What the buyer sees once the basket is sent: that it arrived, where the copy went, and the private
// link to follow it (when this submission was the first: a repeat's link is in the first e-mail).
import { CheckCircle2, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { CreateInquiryResult } from '@/contract/inquiries';

export function BasketConfirmation({ result, email }: { result: CreateInquiryResult; email: string }) {
  const count = result.data.lines.length;
  return (
    <section
      aria-labelledby="basket-sent"
      className="card mx-auto max-w-xl p-6 text-center sm:p-8"
      data-testid="basket-confirmation"
    >
      <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden />
      <h2 id="basket-sent" className="mt-3 text-xl font-semibold text-slate-900">
        Your quote request has been sent
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        We have your request for {count} product{count === 1 ? '' : 's'} and sent a copy to{' '}
        <span className="font-medium text-slate-900">{email}</span>. Our sales team will reply with a
        quotation.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {result.trackingUrl ? (
          <a href={result.trackingUrl} className="btn-primary">
            <ExternalLink className="h-4 w-4" aria-hidden /> Track your request
          </a>
        ) : (
          <p className="text-sm text-muted">The link to follow your request is in the e-mail we sent you.</p>
        )}
        <Link to="/" className="btn-secondary">
          Continue browsing
        </Link>
      </div>
      {result.trackingUrl && (
        <p className="mt-4 text-xs text-muted">
          Keep this link private: anyone who has it can see your request. It is also in your e-mail.
        </p>
      )}
    </section>
  );
}
