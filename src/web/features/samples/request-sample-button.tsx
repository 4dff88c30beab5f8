// "Request a sample" beside "Request Quote" on the product page. The form's code loads when a visitor
// reaches for the button (pointer or focus), not with the page. `variant`: the grade and pack the
// buyer chose, when the product has variants.
import { FlaskConical } from 'lucide-react';
import { lazy } from 'react';
import { LazyDialogButton } from '@/web/components/lazy-dialog-button';
import { useT } from '@/web/i18n';
import type { SampleProduct, SampleVariant } from './sample-types';

const loadForm = () => import('./components/sample-form-modal');
const SampleFormModal = lazy(() => loadForm().then((module) => ({ default: module.SampleFormModal })));

type Props = { product: SampleProduct; variant?: SampleVariant | null; className?: string };

export function RequestSampleButton({ product, variant = null, className = 'btn-secondary w-full' }: Props) {
  const { t } = useT();
  return (
    <LazyDialogButton
      className={className}
      icon={FlaskConical}
      label={t('catalogue.sample.button')}
      load={loadForm}
      tap={`sample-${product._id}`}
    >
      {(close) => <SampleFormModal product={product} variant={variant} onClose={close} />}
    </LazyDialogButton>
  );
}
