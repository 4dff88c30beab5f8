import { describe, expect, it } from 'vitest';
import { StoredQuoteBasketSchema } from './basket';
import { isStoredBasket } from './basket-rules';

const id = '3f1c1d8e-8a4b-4c1e-9a51-0c1a2b3c4d5e';
const line = (extra: Record<string, unknown> = {}) => ({ productId: id, quantity: 2, unit: 'MT', ...extra });

describe('the browser-side basket check', () => {
  it('agrees with StoredQuoteBasketSchema', () => {
    const samples: unknown[] = [
      { lines: [] },
      { lines: [line(), line({ productId: id.replace('3f', '4f'), note: 'Food grade' })] },
      { lines: [line()], deliveryLocation: 'Gazipur', neededBy: '2031-01-31' },
      null,
      [],
      'basket',
      {},
      { lines: 'x' },
      { lines: [line({ productId: 'abc' })] },
      { lines: [line({ quantity: 0 })] },
      { lines: [line({ quantity: -1 })] },
      { lines: [line({ quantity: '2' })] },
      { lines: [line({ quantity: 2e9 })] },
      { lines: [line({ unit: 'ton' })] },
      { lines: [line({ note: 'x'.repeat(301) })] },
      { lines: [line({ note: 5 })] },
      { lines: Array.from({ length: 31 }, () => line()) },
      { lines: [], deliveryLocation: 'x'.repeat(201) },
      { lines: [], neededBy: 'tomorrow' },
      { lines: [], neededBy: 7 },
    ];
    for (const sample of samples) {
      expect(isStoredBasket(sample), JSON.stringify(sample)?.slice(0, 80)).toBe(
        StoredQuoteBasketSchema.safeParse(sample).success,
      );
    }
  });
});
