// The add/edit product form (spec §5), used in the catalogue's modal and on /products/{id}/edit.
// It checks the rules in the spec's order with the server's own schema and says the first one
// broken as a toast; the server checks them again, and the files' real content.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PRODUCT_CURRENCIES } from '@/contract/enums';
import {
  documentFileError,
  firstProductError,
  imageFileError,
  MAX_ADDITIONAL_PHOTOS,
  PRODUCT_MESSAGES,
  PRODUCT_TEXT,
  type Product,
  ProductInput,
  type ProductResult,
  UNIT_SUGGESTIONS,
} from '@/contract/products';
import { COMPANY } from '@/contract/site';
import { FormField } from '@/web/components/form-field';
import { errorMessage } from '@/web/lib/api-client';
import { notifySuccess } from '@/web/lib/notify';
import { useCategories } from '../api/get-categories';
import { useSaveProduct } from '../api/save-product';
import { DocumentFields } from './document-fields';
import { PhotoManager } from './photo-manager';
import {
  buildProductFormData,
  chosenFiles,
  initialFormState,
  type ProductFormState,
  toProductInput,
} from './product-form-state';
import { SpecificationsEditor } from './specifications-editor';

// Two fields side by side whose inputs line up even when one label wraps onto two lines (a phone's
// "Maximum price (optional)"): each field spans three rows of a shared grid (label, input, message),
// and a label sits at the bottom of its row, just above its input.
const ALIGNED_PAIR =
  'grid grid-cols-2 gap-x-3 [&>div]:row-span-3 [&>div]:grid [&>div]:grid-rows-subgrid [&>div>label]:self-end';

/** The first rule the form breaks, in the spec's order, or null. */
export function firstFormError(state: ProductFormState, isCreate: boolean): string | null {
  const files = chosenFiles(state);
  const error = firstProductError(ProductInput.safeParse(toProductInput(state)), {
    isCreate,
    hasPhoto: Boolean(state.photo),
    fileError: files.images.map(imageFileError).find(Boolean) ?? null,
  });
  if (error) return error;
  if (state.photos.length > MAX_ADDITIONAL_PHOTOS) return PRODUCT_MESSAGES.tooManyPhotos;
  return files.documents.map(documentFileError).find(Boolean) ?? null;
}

type Props = {
  product: Product | null;
  onSaved: (result: ProductResult) => void;
  onCancel: () => void;
};

export function ProductForm({ product, onSaved, onCancel }: Props) {
  const [state, setState] = useState(() => initialFormState(product));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProduct();
  const categories = useCategories();
  const isCreate = product === null;
  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const broken = firstFormError(state, isCreate);
    if (broken) {
      setError(broken);
      toast.error(broken);
      return;
    }
    save.mutate(
      { id: product?._id, form: buildProductFormData(state, !isCreate) },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onSaved(result);
        },
        onError: (failure) => {
          const message = errorMessage(
            failure,
            isCreate ? PRODUCT_TEXT.createFailed : PRODUCT_TEXT.updateFailed,
          );
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  const categoryOptions = [
    ...new Set([...(categories.data?.map((item) => item.category) ?? []), ...COMPANY.categories]),
  ].sort();

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField label="Product name" required>
        {(control) => (
          <input
            {...control}
            className="input"
            value={state.name}
            maxLength={200}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category">
          {(control) => (
            <>
              <input
                {...control}
                className="input"
                list="product-categories"
                value={state.category}
                maxLength={80}
                onChange={(event) => set('category', event.target.value)}
              />
              <datalist id="product-categories">
                {categoryOptions.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField label="CAS number" hint="Checked with its check digit, e.g. 7664-93-9">
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              placeholder="7664-93-9"
              value={state.casNumber}
              maxLength={12}
              onChange={(event) => set('casNumber', event.target.value)}
            />
          )}
        </FormField>
      </div>

      <FormField label="Description" required>
        {(control) => (
          <textarea
            {...control}
            className="input min-h-32"
            rows={5}
            value={state.description}
            maxLength={10_000}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </FormField>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Price</legend>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={state.contactForPrice}
            onChange={(event) => set('contactForPrice', event.target.checked)}
          />
          Contact for pricing (no price shown)
        </label>
        <div className={`mt-3 ${ALIGNED_PAIR}`}>
          <FormField label="Minimum price" required={!state.contactForPrice}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                disabled={state.contactForPrice}
                value={state.minValue}
                onChange={(event) => set('minValue', event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Maximum price">
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                disabled={state.contactForPrice}
                value={state.maxValue}
                onChange={(event) => set('maxValue', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <div className={`mt-3 ${ALIGNED_PAIR}`}>
          <FormField label="Currency" required>
            {(control) => (
              <select
                {...control}
                className="input"
                value={state.currency}
                onChange={(event) => set('currency', event.target.value as ProductFormState['currency'])}
              >
                {PRODUCT_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Unit" required>
            {(control) => (
              <>
                <input
                  {...control}
                  className="input"
                  list="product-units"
                  value={state.unit}
                  maxLength={40}
                  onChange={(event) => set('unit', event.target.value)}
                />
                <datalist id="product-units">
                  {UNIT_SUGGESTIONS.map((unit) => (
                    <option key={unit} value={unit} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={state.inStock}
            onChange={(event) => set('inStock', event.target.checked)}
          />
          In stock
        </label>
        <FormField label="Contact phone" hint="Shown on the product page for buyers to call">
          {(control) => (
            <input
              {...control}
              className="input"
              type="tel"
              placeholder={COMPANY.phones[1]}
              value={state.contactPhone}
              maxLength={40}
              onChange={(event) => set('contactPhone', event.target.value)}
            />
          )}
        </FormField>
      </div>

      <PhotoManager
        current={product?.photo ?? null}
        photo={state.photo}
        onPhoto={(file) => set('photo', file)}
        photos={state.photos}
        onPhotos={(photos) => set('photos', photos)}
      />

      <SpecificationsEditor rows={state.specifications} onChange={(rows) => set('specifications', rows)} />

      <DocumentFields
        documents={state.documents}
        onChange={(kind, doc) => set('documents', { ...state.documents, [kind]: doc })}
      />

      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}

      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : isCreate ? 'Add Product' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
