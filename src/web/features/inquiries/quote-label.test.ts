import { describe, expect, it } from 'vitest';
import { translator } from '@/server/i18n/translator';
import { quoteButtonLabel } from './quote-label';

const { t } = translator('en');
const label = (price: Parameters<typeof quoteButtonLabel>[0]) => t(quoteButtonLabel(price));

describe('quoteButtonLabel', () => {
  it('asks for a quote when the product shows a price', () => {
    expect(label({ contactForPrice: false, minValue: 450 })).toBe('Request Quote');
  });

  it('says "Contact for Pricing" when there is no figure to show', () => {
    expect(label({ contactForPrice: true, minValue: 450 })).toBe('Contact for Pricing');
    expect(label({ contactForPrice: false, minValue: null })).toBe('Contact for Pricing');
    expect(label({ contactForPrice: false })).toBe('Contact for Pricing');
    expect(label(null)).toBe('Contact for Pricing');
  });

  it('has Bengali words for both', () => {
    const bengali = translator('bn');
    expect(bengali.t(quoteButtonLabel({ contactForPrice: false, minValue: 450 }))).toBe('কোটেশন চান');
    expect(bengali.t(quoteButtonLabel(null))).toBe('দামের জন্য যোগাযোগ করুন');
  });
});
