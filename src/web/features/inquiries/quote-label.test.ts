import { describe, expect, it } from 'vitest';
import { quoteButtonLabel } from './quote-label';

describe('quoteButtonLabel', () => {
  it('asks for a quote when the product shows a price', () => {
    expect(quoteButtonLabel({ contactForPrice: false, minValue: 450 })).toBe('Request Quote');
  });

  it('says "Contact for Pricing" when there is no figure to show', () => {
    expect(quoteButtonLabel({ contactForPrice: true, minValue: 450 })).toBe('Contact for Pricing');
    expect(quoteButtonLabel({ contactForPrice: false, minValue: null })).toBe('Contact for Pricing');
    expect(quoteButtonLabel({ contactForPrice: false })).toBe('Contact for Pricing');
    expect(quoteButtonLabel(null)).toBe('Contact for Pricing');
  });
});
