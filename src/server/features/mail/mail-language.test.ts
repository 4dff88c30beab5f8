import { describe, expect, it } from 'vitest';
import { translator } from '@/server/i18n/translator';
import { mailQuantity } from './mail-language';

describe('mailQuantity', () => {
  it('writes the figure and the unit in the reader’s language', () => {
    expect(mailQuantity(translator('en'), 1200.5, 'kg')).toBe('1,200.5 kg');
    expect(mailQuantity(translator('en'), 5, 'MT')).toBe('5 MT');
    expect(mailQuantity(translator('bn'), 1250, 'kg')).toBe('১,২৫০ কেজি');
    expect(mailQuantity(translator('bn'), 4, 'drum')).toBe('৪ ড্রাম');
    expect(mailQuantity(translator('bn', 'latin'), 4, 'IBC')).toBe('4 আইবিসি ট্যাংক');
  });

  it('writes a quantity asked without a unit as the figure alone', () => {
    expect(mailQuantity(translator('bn'), 12, null)).toBe('১২');
  });
});
