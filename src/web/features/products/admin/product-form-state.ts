// The product form's state and the multipart body it sends (POST/PUT /api/products): fields, price
// specifications and variants as JSON text, the photos and documents, and on an edit which existing photos to
// keep, in which order (`keepPhotos`, with `new:N` for the uploads). The rules are in
// product-form-schema.ts.
import type {
  DataSheetKind,
  PackContainer,
  ProductCurrency,
  ProductGrade,
  QuantityUnit,
  StockState,
} from '@/contract/enums';
import { formatHsCode, type GhsPictogram } from '@/contract/hazards';
import type { DocumentAsset, ImageAsset } from '@/contract/media';
import { DEFAULT_CURRENCY, DEFAULT_UNIT } from '@/contract/product-rules';
import type { Product } from '@/contract/products';
import type { Variant } from '@/contract/variants';

/** An additional photo: one the product has, or a chosen file (with its picture id, when known). */
export type PhotoItem =
  | { key: string; existing: ImageAsset }
  | { key: string; file: File; preview: string; asset: string | null };

export type DocumentState = { existing: DocumentAsset | null; file: File | null; remove: boolean };

/** A specification as the form edits it: its label and value, each with its Bengali form. */
export type SpecificationRow = { name: string; nameBn: string; value: string; valueBn: string };

export const emptySpecification = (): SpecificationRow => ({ name: '', nameBn: '', value: '', valueBn: '' });

/** A price as its inputs hold it: the figures as typed. */
type PriceState = {
  contactForPrice: boolean;
  minValue: string;
  maxValue: string;
  currency: ProductCurrency;
  unit: QuantityUnit;
};

/** A grade and pack as the form edits it: figures as typed; a new row starts as technical, in bags. */
export type VariantRow = {
  id: string | null;
  grade: ProductGrade;
  purity: string;
  packQuantity: string;
  packUnit: QuantityUnit;
  container: PackContainer;
  price: PriceState;
  moq: string;
  moqUnit: QuantityUnit | '';
  stock: StockState;
};

export const emptyVariant = (): VariantRow => ({
  id: null,
  grade: 'technical',
  purity: '',
  packQuantity: '',
  packUnit: 'kg',
  container: 'bag',
  price: { contactForPrice: false, minValue: '', maxValue: '', currency: 'BDT', unit: 'kg' },
  moq: '',
  moqUnit: '',
  stock: 'in_stock',
});

const text = (value: number | null | undefined) => value?.toString() ?? '';

const toVariantRow = (variant: Variant): VariantRow => ({
  id: variant._id,
  grade: variant.grade,
  purity: variant.purity ?? '',
  packQuantity: text(variant.packQuantity),
  packUnit: variant.packUnit,
  container: variant.container,
  price: {
    contactForPrice: variant.price.contactForPrice,
    minValue: text(variant.price.minValue),
    maxValue: text(variant.price.maxValue),
    currency: variant.price.currency as ProductCurrency,
    unit: variant.price.unit,
  },
  moq: text(variant.moq),
  moqUnit: variant.moqUnit ?? '',
  stock: variant.stock,
});

/** What the form edits: ProductInput's fields as typed (price as its inputs' text), and the files. */
export type ProductFormState = {
  name: string;
  description: string;
  nameBn: string;
  descriptionBn: string;
  category: string;
  casNumber: string;
  contactPhone: string;
  inStock: boolean;
  price: PriceState;
  specifications: SpecificationRow[];
  variants: VariantRow[];
  /** A new main photo; the current one stays when null. */
  photo: File | null;
  photos: PhotoItem[];
  documents: Record<DataSheetKind, DocumentState>;
  /** Hazard data (safety-fields.tsx): codes as chosen, texts as typed. */
  safety: {
    pictograms: GhsPictogram[];
    signalWord: string;
    hazardStatements: string[];
    precautionaryStatements: string[];
    storage: string;
    storageBn: string;
  };
  /** Transport and trade data, as typed ("UN1830", "2807.00.00"); the contract reads them. */
  transport: {
    unNumber: string;
    properShippingName: string;
    transportClass: string;
    /** "8", "3, 8": as the UN list writes them after the class. */
    subsidiaryClasses: string;
    packingGroup: string;
    hsCode: string;
    originCountry: string;
    availability: string;
    importWeeks: string;
  };
};

const emptyDocument = (): DocumentState => ({ existing: null, file: null, remove: false });

export function initialFormState(product: Product | null): ProductFormState {
  const documentOf = (kind: DataSheetKind): DocumentState => ({
    ...emptyDocument(),
    existing: product?.documents.find((doc) => doc.kind === kind) ?? null,
  });
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    nameBn: product?.nameBn ?? '',
    descriptionBn: product?.descriptionBn ?? '',
    category: product?.category ?? '',
    casNumber: product?.casNumber ?? '',
    contactPhone: product?.contactPhone ?? '',
    inStock: product?.inStock ?? true,
    price: {
      contactForPrice: product?.price.contactForPrice ?? false,
      minValue: product?.price.minValue?.toString() ?? '',
      maxValue: product?.price.maxValue?.toString() ?? '',
      currency: (product?.price.currency as ProductCurrency) ?? DEFAULT_CURRENCY,
      unit: product?.price.unit ?? DEFAULT_UNIT,
    },
    specifications: product?.specifications.length
      ? product.specifications.map((row) => ({
          ...row,
          nameBn: row.nameBn ?? '',
          valueBn: row.valueBn ?? '',
        }))
      : [emptySpecification()],
    variants: (product?.variants ?? []).map(toVariantRow),
    photo: null,
    photos: (product?.additionalPhotos ?? []).map((image) => ({ key: image.url, existing: image })),
    documents: { sds: documentOf('sds'), tds: documentOf('tds') },
    safety: {
      pictograms: product?.safety.pictograms ?? [],
      signalWord: product?.safety.signalWord ?? '',
      hazardStatements: product?.safety.hazardStatements ?? [],
      precautionaryStatements: product?.safety.precautionaryStatements ?? [],
      storage: product?.safety.storage ?? '',
      storageBn: product?.safety.storageBn ?? '',
    },
    transport: {
      unNumber: product?.transport.unNumber ? `UN${product.transport.unNumber}` : '',
      properShippingName: product?.transport.properShippingName ?? '',
      transportClass: product?.transport.transportClass ?? '',
      subsidiaryClasses: product?.transport.subsidiaryClasses.join(', ') ?? '',
      packingGroup: product?.transport.packingGroup ?? '',
      hsCode: product?.transport.hsCode ? formatHsCode(product.transport.hsCode) : '',
      originCountry: product?.transport.originCountry ?? '',
      availability: product?.transport.availability ?? '',
      importWeeks: product?.transport.importWeeks?.toString() ?? '',
    },
  };
}

/** Every image the form would upload, for the type and size checks. */
export function buildProductFormData(state: ProductFormState, isEdit: boolean): FormData {
  const form = new FormData();
  for (const key of [
    'name',
    'description',
    'nameBn',
    'descriptionBn',
    'category',
    'casNumber',
    'contactPhone',
  ] as const) {
    form.append(key, state[key]);
  }
  form.append('inStock', String(state.inStock));
  form.append('price', JSON.stringify(state.price));
  form.append('safety', JSON.stringify(state.safety));
  form.append('transport', JSON.stringify(state.transport));
  form.append(
    'specifications',
    JSON.stringify(state.specifications.filter((row) => Object.values(row).some((text) => text.trim()))),
  );
  form.append('variants', JSON.stringify(state.variants));
  if (state.photo) form.append('photo', state.photo);

  const order: string[] = [];
  let uploads = 0;
  for (const item of state.photos) {
    if ('file' in item) {
      form.append('additionalPhotos', item.file);
      order.push(`new:${uploads++}`);
    } else order.push(item.existing.url);
  }
  if (isEdit) form.append('keepPhotos', JSON.stringify(order));

  const removed: DataSheetKind[] = [];
  for (const [kind, doc] of Object.entries(state.documents) as [DataSheetKind, DocumentState][]) {
    if (doc.file) form.append(`${kind}Document`, doc.file);
    else if (doc.remove && doc.existing) removed.push(kind);
  }
  if (isEdit && removed.length) form.append('removeDocuments', JSON.stringify(removed));
  return form;
}
