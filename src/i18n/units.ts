// The units of the one list (src/contract/enums.ts) in the reader's language, from the `common`
// catalogs, which every page, mail and PDF has: the name after a quantity ("40 bag", "৪০ ব্যাগ") and
// the form after a price ("per kg", "প্রতি কেজি").
import type { QuantityUnit } from '@/contract/enums';
import type { MessageId } from './message-id';

export const unitKey = (unit: QuantityUnit) => `common.unit.${unit}` as const satisfies MessageId;

export const perUnitKey = (unit: QuantityUnit) => `common.perUnit.${unit}` as const satisfies MessageId;
