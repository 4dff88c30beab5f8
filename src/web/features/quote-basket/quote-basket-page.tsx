// /quote-basket: the products a buyer has collected, sent as one request for a quotation.
import { useState } from 'react';
import type { CreateInquiryResult } from '@/contract/inquiries';
import { PAGES } from '@/contract/pages';
import { EmptyState } from '@/web/components/empty-state';
import { Spinner } from '@/web/components/spinner';
import { useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link } from '@/web/lib/router';
import { useQuoteBasket } from './api/get-basket';
import { BasketIcon } from './basket-icon';
import { BasketConfirmation } from './components/basket-confirmation';
import { BasketForm } from './components/basket-form';

export default function QuoteBasketPage() {
  const { t } = useT();
  usePageMeta(PAGES['/quote-basket']);
  const { basket, isReady, userId } = useQuoteBasket();
  const [sent, setSent] = useState<{ result: CreateInquiryResult; email: string } | null>(null);

  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('basket.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">{t('basket.intro')}</p>
      <div className="mt-6">
        {sent ? (
          <BasketConfirmation result={sent.result} email={sent.email} />
        ) : !isReady ? (
          <Spinner label={t('basket.loading')} className="py-16" />
        ) : basket.lines.length === 0 ? (
          <EmptyState icon={BasketIcon} title={t('basket.emptyTitle')} level={2}>
            <p>{t('basket.emptyText')}</p>
            <Link to="/" className="btn-primary mt-4">
              {t('basket.browse')}
            </Link>
          </EmptyState>
        ) : (
          <BasketForm
            key={userId ?? 'guest'}
            basket={basket}
            onSubmitted={(result, email) => setSent({ result, email })}
          />
        )}
      </div>
    </div>
  );
}
