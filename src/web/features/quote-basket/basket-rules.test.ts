import { describe, expect, it } from 'vitest';
import { addProduct, EMPTY_BASKET, mergeBaskets, removeProduct } from './basket-rules';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('adding and removing', () => {
  it('adds a product once, at 1 kg, and never past 30 lines', () => {
    const one = addProduct(EMPTY_BASKET, { productId: id(1) });
    expect(one.lines).toEqual([{ productId: id(1), quantity: 1, unit: 'kg' }]);
    expect(addProduct(one, { productId: id(1) })).toBe(one);
    let full = EMPTY_BASKET;
    for (let n = 0; n < 35; n++) full = addProduct(full, { productId: id(n) });
    expect(full.lines).toHaveLength(30);
    expect(removeProduct(one, { productId: id(1) }).lines).toEqual([]);
  });

  it('adds each grade and pack of a product as its own line, one of its packs', () => {
    const carboy = { productId: id(1), variantId: id(11), unit: 'carboy' as const };
    const drum = { productId: id(1), variantId: id(12), unit: 'drum' as const };
    const both = addProduct(addProduct(addProduct(EMPTY_BASKET, carboy), drum), carboy);
    expect(both.lines).toEqual([
      { productId: id(1), variantId: id(11), quantity: 1, unit: 'carboy' },
      { productId: id(1), variantId: id(12), quantity: 1, unit: 'drum' },
    ]);
    expect(removeProduct(both, drum).lines).toEqual([both.lines[0]]);
  });
});

describe('merging the guest basket at login', () => {
  it('keeps every product, the larger quantity in the same unit, the guest line in another unit', () => {
    const account = {
      lines: [
        { productId: id(1), quantity: 5, unit: 'MT' as const, note: 'Technical grade' },
        { productId: id(2), quantity: 10, unit: 'drum' as const },
        { productId: id(3), quantity: 2, unit: 'kg' as const },
      ],
      deliveryLocation: 'Gazipur',
      neededBy: '2031-01-01',
    };
    const guest = {
      lines: [
        { productId: id(1), quantity: 2, unit: 'MT' as const },
        { productId: id(2), quantity: 1, unit: 'IBC' as const, note: 'Food grade' },
        { productId: id(4), quantity: 7, unit: 'bag' as const },
      ],
      neededBy: '2031-02-01',
    };
    expect(mergeBaskets(account, guest)).toEqual({
      lines: [
        { productId: id(1), quantity: 5, unit: 'MT', note: 'Technical grade' },
        { productId: id(2), quantity: 1, unit: 'IBC', note: 'Food grade' },
        { productId: id(3), quantity: 2, unit: 'kg' },
        { productId: id(4), quantity: 7, unit: 'bag' },
      ],
      deliveryLocation: 'Gazipur',
      neededBy: '2031-02-01',
    });
  });

  it('stops at 30 products, the account’s first', () => {
    const many = (from: number) => ({
      lines: Array.from({ length: 20 }, (_, i) => ({
        productId: id(from + i),
        quantity: 1,
        unit: 'kg' as const,
      })),
    });
    const merged = mergeBaskets(many(0), many(100));
    expect(merged.lines).toHaveLength(30);
    expect(merged.lines[19].productId).toBe(id(19));
    expect(merged.lines[29].productId).toBe(id(109));
  });
});
