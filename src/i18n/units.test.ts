import { describe, expect, it } from 'vitest';
import { QUANTITY_UNITS, type QuantityUnit } from '@/contract/enums';
import { translator } from '@/server/i18n/translator';
import { quantityText } from './units';

const quantity = (tr: ReturnType<typeof translator>, value: number, unit: QuantityUnit | null | undefined) =>
  quantityText(tr.t, value, unit, tr.number);

describe('a quantity with its unit', () => {
  const en = translator('en');

  it('gives English packs a plural and the singular for one', () => {
    expect(quantity(en, 1, 'drum')).toBe('1 drum');
    expect(quantity(en, 3, 'drum')).toBe('3 drums');
    expect(quantity(en, 10, 'carboy')).toBe('10 carboys');
    expect(quantity(en, 40, 'bag')).toBe('40 bags');
    expect(quantity(en, 2, 'IBC')).toBe('2 IBCs');
    expect(quantity(en, 1, 'IBC')).toBe('1 IBC');
    expect(quantity(en, 12, 'piece')).toBe('12 pieces');
    expect(quantity(en, 1250, 'litre')).toBe('1,250 litres');
    expect(quantity(en, 1, 'litre')).toBe('1 litre');
  });

  it('keeps English measures as they are written, whatever the count', () => {
    expect(quantity(en, 5, 'kg')).toBe('5 kg');
    expect(quantity(en, 2, 'MT')).toBe('2 MT');
    expect(quantity(en, 500, 'mL')).toBe('500 mL');
    expect(quantity(en, 1, 'g')).toBe('1 g');
  });

  it('reads right with decimals: a part of one is plural, a figure shown as 1 is one', () => {
    expect(quantity(en, 1.5, 'MT')).toBe('1.5 MT');
    expect(quantity(en, 1.5, 'drum')).toBe('1.5 drums');
    expect(quantity(en, 0.5, 'carboy')).toBe('0.5 carboys');
    expect(quantity(en, 4.5, 'IBC')).toBe('4.5 IBCs');
    expect(quantity(en, 1.0001, 'drum')).toBe('1 drum');
  });

  it('keeps Bengali as it was, with no plural and the page’s digits', () => {
    const bn = translator('bn');
    expect(quantity(bn, 10, 'carboy')).toBe('১০ কারবয়');
    expect(quantity(bn, 1, 'drum')).toBe('১ ড্রাম');
    expect(quantity(bn, 3, 'drum')).toBe('৩ ড্রাম');
    expect(quantity(bn, 1.5, 'MT')).toBe('১.৫ মেট্রিক টন');
    expect(quantity(bn, 1250, 'kg')).toBe('১,২৫০ কেজি');
    expect(quantity(translator('bn', 'latin'), 4, 'IBC')).toBe('4 আইবিসি ট্যাংক');
    for (const unit of QUANTITY_UNITS) {
      expect(quantity(bn, 7, unit), unit).toBe(`৭ ${bn.unit(unit)}`);
    }
  });

  it('is the figure alone without a unit', () => {
    expect(quantity(en, 12, null)).toBe('12');
    expect(quantity(translator('bn'), 12, undefined)).toBe('১২');
  });

  it('is what the server’s translator writes', () => {
    expect(en.quantity(3, 'drum')).toBe('3 drums');
    expect(translator('bn').quantity(3, 'drum')).toBe('৩ ড্রাম');
  });
});
