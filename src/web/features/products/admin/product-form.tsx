// The add/edit product form (spec §5), used in the catalogue's modal and on /products/{id}/edit.
// It checks the rules in the spec's order (product-form-schema.ts, over the server's own schema) and
// says the first one broken as a toast and an alert; the server checks them again, and the files'
// real content.
import '@/web/i18n/bengali-font.css';
import { useWatch } from 'react-hook-form';
import { PRODUCT_CURRENCIES } from '@/contract/enums';
import {
  CAS_NUMBER_MAX,
  CONTACT_PHONE_MAX,
  PRODUCT_CATEGORY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_TEXT,
  type Product,
  type ProductResult,
} from '@/contract/products';
import { COMPANY } from '@/contract/site';
import {
  type ControlProps,
  Field,
  Form,
  FormAlert,
  showServerErrors,
  UnitOptions,
  useContractForm,
} from '@/web/components/form';
import { useT } from '@/web/i18n';
import { errorMessage } from '@/web/lib/api-client';
import { notifySuccess } from '@/web/lib/notify';
import { useCategories } from '../api/get-categories';
import { useSaveProduct } from '../api/save-product';
import { DocumentFields } from './document-fields';
import { PhotoManager } from './photo-manager';
import { productFormSchema } from './product-form-schema';
import {
  buildProductFormData,
  initialFormState,
  type ProductFormState,
  type SpecificationRow,
} from './product-form-state';
import { SafetyFields } from './safety-fields';
import { SpecificationsEditor } from './specifications-editor';
import { VariantFields } from './variant-fields';

// Two fields side by side whose inputs line up even when one label wraps onto two lines (a phone's
// "Maximum price (optional)"): each field spans three rows of a shared grid (label, input, message),
// and a label sits at the bottom of its row, just above its input.
const ALIGNED_PAIR =
  'grid grid-cols-2 gap-x-3 [&>div]:row-span-3 [&>div]:grid [&>div]:grid-rows-subgrid [&>div>label]:self-end';

type Props = {
  product: Product | null;
  onSaved: (result: ProductResult) => void;
  onCancel: () => void;
};

export function ProductForm({ product, onSaved, onCancel }: Props) {
  const isCreate = product === null;
  const form = useContractForm(productFormSchema(isCreate), { defaultValues: initialFormState(product) });
  const { control, register, setValue, getValues } = form;
  const [contactForPrice, photo, photos, specifications = [], documents] = useWatch({
    control,
    name: ['price.contactForPrice', 'photo', 'photos', 'specifications', 'documents'],
  });
  const noPrice = contactForPrice === true;
  const save = useSaveProduct(isCreate);
  const categories = useCategories();
  const edit = { shouldDirty: true };
  const { t } = useT();

  // The multipart body carries the fields as typed; the server parses them with the same schema.
  // <Form> ignores a second press while this runs; the query client toasts a failure, which the
  // form also says above its buttons.
  const submit = async () => {
    try {
      const result = await save.mutateAsync({
        id: product?._id,
        form: buildProductFormData(getValues() as ProductFormState, !isCreate),
      });
      notifySuccess(result.message);
      onSaved(result);
    } catch (failure) {
      const message = errorMessage(failure, isCreate ? PRODUCT_TEXT.createFailed : PRODUCT_TEXT.updateFailed);
      form.setError('root.server', { message });
      showServerErrors(form, failure);
    }
  };

  const priceInput = (control: ControlProps) => (
    <input
      {...control}
      className="input"
      type="number"
      inputMode="decimal"
      min="0"
      step="0.01"
      disabled={noPrice}
    />
  );

  const categoryOptions = [
    ...new Set([...(categories.data?.map((item) => item.category) ?? []), ...COMPANY.categories]),
  ].sort();

  return (
    <Form form={form} onSubmit={submit} errors="toast" className="space-y-5">
      {/* Each text beside its Bengali version, which Bengali pages show where it is given. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label={t('product-admin.form.name')} required>
          {(control) => <input {...control} className="input" maxLength={PRODUCT_NAME_MAX} />}
        </Field>
        <Field
          name="nameBn"
          label={t('product-admin.form.nameBn')}
          optional
          hint={t('product-admin.form.nameBnHint')}
        >
          {(control) => <input {...control} lang="bn" className="input" maxLength={PRODUCT_NAME_MAX} />}
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="category" label={t('product-admin.form.category')} optional>
          {(control) => (
            <>
              <input
                {...control}
                className="input"
                list="product-categories"
                maxLength={PRODUCT_CATEGORY_MAX}
              />
              <datalist id="product-categories">
                {categoryOptions.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field
          name="casNumber"
          label={t('product-admin.form.casNumber')}
          optional
          hint={t('product-admin.form.casHint')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              placeholder="7664-93-9"
              maxLength={CAS_NUMBER_MAX}
            />
          )}
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="description" label={t('product-admin.form.description')} required>
          {(control) => (
            <textarea {...control} className="input min-h-32" rows={5} maxLength={PRODUCT_DESCRIPTION_MAX} />
          )}
        </Field>
        <Field
          name="descriptionBn"
          label={t('product-admin.form.descriptionBn')}
          optional
          hint={t('product-admin.form.descriptionBnHint')}
        >
          {(control) => (
            <textarea
              {...control}
              lang="bn"
              className="input min-h-32"
              rows={5}
              maxLength={PRODUCT_DESCRIPTION_MAX}
            />
          )}
        </Field>
      </div>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('product-admin.form.price')}</legend>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            {...register('price.contactForPrice')}
          />
          {t('product-admin.form.contactForPrice')}
        </label>
        <div className={`mt-3 ${ALIGNED_PAIR}`}>
          <Field
            name="price.minValue"
            label={t('product-admin.form.minPrice')}
            required={!noPrice}
            optional={noPrice}
          >
            {priceInput}
          </Field>
          <Field name="price.maxValue" label={t('product-admin.form.maxPrice')} optional>
            {priceInput}
          </Field>
        </div>
        <div className={`mt-3 ${ALIGNED_PAIR}`}>
          <Field name="price.currency" label={t('product-admin.form.currency')} required>
            {(control) => (
              <select {...control} className="input">
                {PRODUCT_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="price.unit" label={t('product-admin.form.unit')} required>
            {(control) => (
              <select {...control} className="input">
                <UnitOptions perUnit />
              </select>
            )}
          </Field>
        </div>
        {product?.price.legacyUnit && (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('product-admin.form.legacyUnit', { unit: product.price.legacyUnit })}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('inStock')} />
          {t('product-admin.form.inStock')}
        </label>
        <Field
          name="contactPhone"
          label={t('product-admin.form.contactPhone')}
          optional
          hint={t('product-admin.form.contactPhoneHint')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="tel"
              placeholder={COMPANY.phones[1]}
              maxLength={CONTACT_PHONE_MAX}
            />
          )}
        </Field>
      </div>

      <PhotoManager
        current={product?.photo ?? null}
        photo={photo}
        onPhoto={(file) => setValue('photo', file, edit)}
        photos={photos}
        onPhotos={(items) => setValue('photos', items, edit)}
      />

      <SpecificationsEditor
        rows={specifications as SpecificationRow[]}
        onChange={(rows) => setValue('specifications', rows, edit)}
      />

      <VariantFields />

      <DocumentFields
        documents={documents}
        onChange={(kind, doc) => setValue('documents', { ...documents, [kind]: doc }, edit)}
      />
      <SafetyFields />

      <FormAlert className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" />

      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={save.isPending}>
          {t('product-admin.form.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t('product-admin.form.saving')
            : isCreate
              ? t('product-admin.form.add')
              : t('product-admin.form.save')}
        </button>
      </div>
    </Form>
  );
}
