import { describe, expect, it } from 'vitest';
import type { Product } from '@/contract/products';
import { buildProductFormData, initialFormState } from './product-form-state';

const image = (asset: string) => ({ url: `/media/${asset}-800.webp`, srcset: '', width: 800, height: 600 });

const product: Product = {
  _id: 'p1',
  name: 'Acetone',
  nameBn: 'অ্যাসিটোন',
  description: 'Solvent.',
  descriptionBn: null,
  category: 'Solvents',
  casNumber: '67-64-1',
  photo: image('a0'),
  additionalPhotos: [image('a1'), image('a2')],
  specifications: [
    { name: 'Purity', nameBn: 'বিশুদ্ধতা', value: '99.5%' },
    { name: 'Grade', value: 'Technical', valueBn: 'টেকনিক্যাল' },
  ],
  documents: [
    {
      url: '/media/d1.pdf',
      kind: 'sds',
      title: 'Safety Data Sheet (SDS)',
      byteSize: 100,
      language: 'en',
      revisionDate: '2026-11-01',
      access: 'public',
    },
  ],
  inStock: true,
  contactPhone: null,
  price: { minValue: 1.1, maxValue: null, currency: 'USD', unit: 'kg', contactForPrice: false },
  safety: {
    pictograms: ['GHS02', 'GHS07'],
    signalWord: 'danger',
    hazardStatements: ['H225', 'H319', 'H336'],
    precautionaryStatements: ['P210', 'P305+P351+P338'],
    storage: 'Keep cool.',
    storageBn: null,
  },
  transport: {
    unNumber: '1090',
    properShippingName: 'ACETONE',
    transportClass: '3',
    subsidiaryClasses: ['6.1'],
    packingGroup: 'II',
    hsCode: '29141100',
    originCountry: 'KR',
    availability: 'import',
    importWeeks: 6,
  },
  variants: [],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

describe('initialFormState', () => {
  it('starts a new product with the defaults: USD, per piece, in stock, one empty specification', () => {
    expect(initialFormState(null)).toMatchObject({
      price: { currency: 'USD', unit: 'piece', contactForPrice: false },
      inStock: true,
      specifications: [{ name: '', nameBn: '', value: '', valueBn: '' }],
      photos: [],
    });
  });
});

describe('the hazard and transport fields', () => {
  it('edits the UN number and HS code as they are written, and sends both parts as JSON', () => {
    const state = initialFormState(product);
    expect(state.transport).toMatchObject({
      unNumber: 'UN1090',
      subsidiaryClasses: '6.1',
      hsCode: '2914.11.00',
      importWeeks: '6',
    });
    expect(state.safety).toMatchObject({ signalWord: 'danger', storageBn: '' });
    const form = buildProductFormData(state, true);
    expect(JSON.parse(String(form.get('transport')))).toMatchObject({
      unNumber: 'UN1090',
      originCountry: 'KR',
    });
    expect(JSON.parse(String(form.get('safety'))).precautionaryStatements).toEqual([
      'P210',
      'P305+P351+P338',
    ]);
  });
});

describe('buildProductFormData', () => {
  it('sends the fields, the price as JSON and, on an edit, the photo order with the uploads placed', () => {
    const state = initialFormState(product);
    const upload = new File(['x'], 'new.png', { type: 'image/png' });
    state.photos = [state.photos[1], { key: 'n', file: upload, preview: '', asset: null }];
    state.documents.sds.remove = true;
    const form = buildProductFormData(state, true);

    expect(form.get('name')).toBe('Acetone');
    expect(form.get('nameBn')).toBe('অ্যাসিটোন');
    expect(form.get('descriptionBn')).toBe('');
    expect(form.get('casNumber')).toBe('67-64-1');
    expect(form.get('inStock')).toBe('true');
    expect(JSON.parse(form.get('price') as string)).toEqual({
      contactForPrice: false,
      minValue: '1.1',
      maxValue: '',
      currency: 'USD',
      unit: 'kg',
    });
    expect(JSON.parse(form.get('specifications') as string)).toEqual([
      { name: 'Purity', nameBn: 'বিশুদ্ধতা', value: '99.5%', valueBn: '' },
      { name: 'Grade', nameBn: '', value: 'Technical', valueBn: 'টেকনিক্যাল' },
    ]);
    expect(JSON.parse(form.get('keepPhotos') as string)).toEqual(['/media/a2-800.webp', 'new:0']);
    expect((form.getAll('additionalPhotos')[0] as File).name).toBe('new.png');
    expect(JSON.parse(form.get('removeDocuments') as string)).toEqual(['sds']);
    expect(form.get('photo')).toBeNull();
  });

  it('sends no photo order or removals when creating', () => {
    const form = buildProductFormData(initialFormState(null), false);
    expect(form.has('keepPhotos')).toBe(false);
    expect(form.has('removeDocuments')).toBe(false);
  });
});
