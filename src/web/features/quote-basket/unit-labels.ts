import type { QuantityUnit } from '@/contract/enums';

/** The units a quantity is asked in (QUANTITY_UNIT_LABELS in the contract), in the page's language. */
export const UNIT_LABEL_KEYS = {
  kg: 'catalogue.unit.kg',
  MT: 'catalogue.unit.MT',
  litre: 'catalogue.unit.litre',
  drum: 'catalogue.unit.drum',
  IBC: 'catalogue.unit.IBC',
  bag: 'catalogue.unit.bag',
  carton: 'catalogue.unit.carton',
  piece: 'catalogue.unit.piece',
} as const satisfies Record<QuantityUnit, string>;
