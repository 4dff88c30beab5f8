import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@/contract/products';
import { productFormSchema } from './product-form-schema';
import { initialFormState, type ProductFormState } from './product-form-state';

const image = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
const text = new File(['x'], 'notes.txt', { type: 'text/plain' });

/** The first message, as the form says it: zod reports issues in the schema's order. */
const firstRule = (state: ProductFormState, isCreate = true) => {
  const result = productFormSchema(isCreate).safeParse(state);
  return result.success ? null : result.error.issues[0].message;
};

const valid = (): ProductFormState => ({
  ...initialFormState(null),
  name: 'Caustic Soda Flakes',
  description: 'Sodium hydroxide flakes.',
  photo: image,
  price: { ...initialFormState(null).price, minValue: '520' },
});

describe('productFormSchema', () => {
  it('reports the spec’s rules in its order: fields, photo, image type, price, then photos and documents', () => {
    expect(firstRule({ ...valid(), name: ' ', photo: null, price: { ...valid().price, minValue: '' } })).toBe(
      PRODUCT_MESSAGES.requiredFields,
    );
    expect(firstRule({ ...valid(), photo: null, price: { ...valid().price, minValue: '' } })).toBe(
      PRODUCT_MESSAGES.imageRequired,
    );
    expect(firstRule({ ...valid(), photo: text, casNumber: '1310-73-3' })).toBe(
      PRODUCT_MESSAGES.invalidImage,
    );
    expect(
      firstRule({
        ...valid(),
        photos: [{ key: 'a', file: text, preview: '', asset: null }],
        price: { ...valid().price, minValue: '0' },
      }),
    ).toBe(PRODUCT_MESSAGES.invalidImage);
    expect(
      firstRule({ ...valid(), price: { ...valid().price, minValue: '0' }, casNumber: '1310-73-3' }),
    ).toBe(PRODUCT_MESSAGES.invalidMinPrice);
    expect(firstRule({ ...valid(), casNumber: '1310-73-3' })).toBe(PRODUCT_MESSAGES.invalidCas);
    const documents = { ...valid().documents, sds: { existing: null, file: text, remove: false } };
    const photos = Array.from({ length: 11 }, (_, i) => ({
      key: String(i),
      file: image,
      preview: '',
      asset: null,
    }));
    expect(firstRule({ ...valid(), photos, documents })).toBe(PRODUCT_MESSAGES.tooManyPhotos);
    expect(firstRule({ ...valid(), documents })).toBe(PRODUCT_MESSAGES.invalidDocument);
    expect(firstRule(valid())).toBeNull();
  });

  it('needs a photo only for a new product', () => {
    expect(firstRule({ ...valid(), photo: null }, false)).toBeNull();
  });

  it('names the field of each rule, for focus', () => {
    const result = productFormSchema(true).safeParse({
      ...valid(),
      price: { ...valid().price, maxValue: '1' },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['price.maxValue']);
  });
});
