// The page's quantities: a count of packs reads in the plural on an English page ("3 drums") and as
// Bengali writes it on a Bengali one, in the page's digits.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import type { QuantityUnit } from '@/contract/enums';
import type { Locale } from '@/i18n/locales';
import { withI18n } from '../../../test/helpers/i18n';
import { useFormat } from './use-format';

afterEach(cleanup);

const SHOWN: [number, QuantityUnit | null][] = [
  [3, 'drum'],
  [1, 'drum'],
  [40, 'bag'],
  [2.5, 'MT'],
  [1200, 'kg'],
  [12, null],
];

function Quantities() {
  const format = useFormat();
  return (
    <ul>
      {SHOWN.map(([value, unit]) => (
        <li key={`${value}${unit}`}>{format.quantity(value, unit)}</li>
      ))}
    </ul>
  );
}

const shown = (locale: Locale) => {
  render(<Quantities />, { wrapper: withI18n(locale) });
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

it('words a quantity with its unit in the page’s language', () => {
  expect(shown('en')).toEqual(['3 drums', '1 drum', '40 bags', '2.5 MT', '1,200 kg', '12']);
  cleanup();
  expect(shown('bn')).toEqual(['৩ ড্রাম', '১ ড্রাম', '৪০ ব্যাগ', '২.৫ মেট্রিক টন', '১,২০০ কেজি', '১২']);
});
