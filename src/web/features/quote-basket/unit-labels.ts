import type { QuantityUnit } from '@/contract/enums';

/** The units a quantity is asked in (QUANTITY_UNIT_LABELS in the contract), in the page's language. */
export const UNIT_LABEL_KEYS = {
  kg: 'basket.unit.kg',
  MT: 'basket.unit.MT',
  litre: 'basket.unit.litre',
  drum: 'basket.unit.drum',
  IBC: 'basket.unit.IBC',
  bag: 'basket.unit.bag',
  carton: 'basket.unit.carton',
  piece: 'basket.unit.piece',
} as const satisfies Record<QuantityUnit, string>;
