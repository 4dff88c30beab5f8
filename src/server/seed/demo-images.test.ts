import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { productSvg } from './demo-images';

describe('the demo gallery pictures', () => {
  it('are all different for every product, so an edit keeps every one of them', () => {
    for (const product of DEMO_CATALOGUE) {
      const count = 1 + (product.extraPhotos ?? 0);
      const pictures = Array.from({ length: count }, (_, index) => productSvg(product, index));
      expect(new Set(pictures).size, product.name).toBe(count);
    }
  });
});
