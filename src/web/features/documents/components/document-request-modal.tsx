// The request for an on-request document: name, company and e-mail (pre-filled from the account);
// the server mails the link, in the page's language. Loaded when the visitor reaches for a request.
import { Send } from 'lucide-react';
import { DocumentRequestInput, type ProductDocument } from '@/contract/documents';
import { productName } from '@/contract/localized-product';
import { DocumentName } from '@/web/components/document-name';
import { Field, Form, FormButtons, useContractForm } from '@/web/components/form';
import { Modal } from '@/web/components/modal';
import { useSession } from '@/web/features/auth';
import { EnglishFragment, useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { notifySuccess } from '@/web/lib/notify';
import { useRequestDocument } from '../api/request-document';

type Props = { document: ProductDocument; onClose: () => void };

export function DocumentRequestModal({ document, onClose }: Props) {
  const { t, locale } = useT();
  const { user } = useSession();
  const form = useContractForm(DocumentRequestInput, {
    defaultValues: { name: user?.fullName ?? '', company: '', email: user?.email ?? '' },
  });
  const request = useRequestDocument(document._id);
  const onSubmit = async (values: DocumentRequestInput) => {
    const result = await request.mutateAsync({ ...values, language: locale });
    notifySuccess(result.message);
    trackEvent('generate_lead', { lead_source: 'document_request', item_id: document.productId });
    onClose();
  };
  return (
    <Modal open onClose={onClose} title={t('pages.documents.requestTitle')} width="md">
      <Form form={form} onSubmit={onSubmit} guard className="space-y-4">
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          <DocumentName doc={document} className="font-semibold" />
          {' · '}
          <EnglishFragment>
            {productName({ name: document.productName, nameBn: document.productNameBn }, locale)}
          </EnglishFragment>
        </p>
        <p className="text-sm text-slate-600">{t('pages.documents.requestIntro')}</p>
        <Field name="name" label={t('common.person.name')} required>
          {(control) => <input {...control} className="input" autoComplete="name" />}
        </Field>
        <Field name="company" label={t('pages.documents.company')} required>
          {(control) => <input {...control} className="input" autoComplete="organization" />}
        </Field>
        <Field name="email" label={t('common.person.email')} required>
          {(control) => <input {...control} type="email" className="input" autoComplete="email" />}
        </Field>
        <FormButtons onCancel={onClose} cancelLabel={t('pages.documents.cancel')} pending={request.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {request.isPending ? t('pages.documents.sending') : t('pages.documents.send')}
        </FormButtons>
      </Form>
    </Modal>
  );
}
