// "Request a sample" beside "Request Quote" on the product page. The form's code loads when a visitor
// reaches for the button (pointer or focus), not with the page. `variant`: the grade and pack the
// buyer chose, when the product has variants.
import { FlaskConical } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/web/i18n';
import type { SampleProduct, SampleVariant } from './sample-types';

const loadForm = () => import('./components/sample-form-modal');
const SampleFormModal = lazy(() => loadForm().then((module) => ({ default: module.SampleFormModal })));

type Props = { product: SampleProduct; variant?: SampleVariant | null; className?: string };

export function RequestSampleButton({ product, variant = null, className = 'btn-secondary w-full' }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={loadForm}
        onFocus={loadForm}
        onClick={() => setOpen(true)}
      >
        <FlaskConical className="h-4 w-4" aria-hidden />
        {t('catalogue.sample.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SampleFormModal product={product} variant={variant} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
