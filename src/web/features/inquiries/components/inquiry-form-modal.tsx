// The pricing inquiry form (spec §5): name, e-mail and inquiry required, phone optional, pre-filled
// from the account. The submit button is disabled while sending, and the server answers a repeat
// with the inquiry it already has, so a double click never sends two.
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { INQUIRY_MESSAGES, INQUIRY_TEXT_MAX, InquiryFormInput } from '@/contract/inquiries';
import { ContactPersonFields } from '@/web/components/contact-person-fields';
import { FormField } from '@/web/components/form-field';
import { Modal } from '@/web/components/modal';
import { useSession } from '@/web/features/auth/api/session';
import { trackEvent } from '@/web/lib/analytics';
import { type FieldErrors, fieldErrors } from '@/web/lib/field-errors';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useSubmitInquiry } from '../api/submit-inquiry';

type Fields = 'name' | 'email' | 'phone' | 'inquiry';
type Props = { open: boolean; onClose: () => void; product: { _id: string; name: string } };

export function InquiryFormModal({ open, onClose, product }: Props) {
  const { user } = useSession();
  return (
    <Modal open={open} onClose={onClose} title="Request a Quote" width="lg">
      {/* Mounted only while open, so each opening starts from the account's details (and starts
          again should the session become known while it is open). */}
      {open && <InquiryForm key={user?._id ?? 'guest'} product={product} onDone={onClose} />}
    </Modal>
  );
}

function InquiryForm({ product, onDone }: { product: Props['product']; onDone: () => void }) {
  const { user } = useSession();
  const [values, setValues] = useState<Record<Fields, string>>({
    name: user?.fullName ?? '',
    email: user?.email ?? '',
    phone: '',
    inquiry: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const submit = useSubmitInquiry();

  const set = (field: Fields) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found = fieldErrors<Fields>(InquiryFormInput, values);
    setErrors(found);
    const first = (['name', 'email', 'phone', 'inquiry'] as const).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    submit.mutate(
      {
        ...values,
        productId: product._id,
        productName: product.name,
        inquiryType: 'pricing',
        timestamp: new Date().toISOString(),
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          trackEvent('generate_lead', {
            lead_source: 'pricing_inquiry',
            item_id: product._id,
            item_name: product.name,
          });
          onDone();
        },
        onError: (error) => notifyError(error, INQUIRY_MESSAGES.submitFailed),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
        Product: <span className="font-semibold">{product.name}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactPersonFields values={values} errors={errors} set={set} />
      </div>
      <FormField
        label="Inquiry"
        required
        error={errors.inquiry}
        hint={`${values.inquiry.length}/${INQUIRY_TEXT_MAX} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            name="inquiry"
            rows={5}
            maxLength={INQUIRY_TEXT_MAX}
            className="input"
            placeholder="Quantity, grade, packaging and delivery location"
            value={values.inquiry}
            onChange={set('inquiry')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={submit.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {submit.isPending ? 'Sending...' : 'Submit Inquiry'}
        </button>
      </div>
    </form>
  );
}
