import { QUANTITY_UNITS } from '@/contract/enums';
import { perUnitKey, unitKey } from '@/i18n/units';
import { useT } from '@/web/i18n';

/** The fixed list of units as a select's options, in the page's language: "kg", or "per kg" after a price. */
export function UnitOptions({ perUnit = false }: { perUnit?: boolean }) {
  const { t } = useT();
  return QUANTITY_UNITS.map((unit) => (
    <option key={unit} value={unit}>
      {t(perUnit ? perUnitKey(unit) : unitKey(unit))}
    </option>
  ));
}
