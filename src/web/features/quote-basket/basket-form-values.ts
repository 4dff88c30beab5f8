// Between the basket (what is kept) and the basket page's form (what is typed): the form starts from
// the basket, and every edit that reads as valid is kept in the basket, so a reload or a later visit
// finds the quantities, units, notes, place and date as they were left. Contact and company details
// are not kept.
import {
  BasketLineSchema,
  basketLineKey,
  type StoredQuoteBasket,
  StoredQuoteBasketSchema,
} from '@/contract/basket';
import type { BasketInquiryFormInput } from '@/contract/inquiries';

type Contact = { name: string; email: string };

export function toFormValues(basket: StoredQuoteBasket, contact: Contact): BasketInquiryFormInput {
  return {
    lines: basket.lines.map((line) => ({
      productId: line.productId,
      ...(line.variantId ? { variantId: line.variantId } : {}),
      quantity: String(line.quantity),
      unit: line.unit,
      note: line.note ?? '',
    })),
    deliveryLocation: basket.deliveryLocation ?? '',
    neededBy: basket.neededBy ?? '',
    name: contact.name,
    email: contact.email,
    phone: '',
    company: '',
    companyAddress: '',
    bin: '',
    inquiry: '',
  };
}

const shape = BasketLineSchema.shape;
const valid = <T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? (result.data as T) : undefined;
};

/** The basket as the form now says, keeping the last good value of anything being typed. */
export function toStoredBasket(
  values: Partial<BasketInquiryFormInput>,
  previous: StoredQuoteBasket,
): StoredQuoteBasket {
  const lines = (values.lines ?? []).map((line) => {
    const before = previous.lines.find((kept) => basketLineKey(kept) === basketLineKey(line));
    const text = typeof line.quantity === 'string' ? line.quantity.trim() : line.quantity;
    const quantity = valid<number>(shape.quantity, text === '' ? undefined : Number(text));
    const note = valid<string>(shape.note, line.note ?? '') ?? before?.note;
    return {
      productId: line.productId,
      ...(line.variantId ? { variantId: line.variantId } : {}),
      quantity: quantity ?? before?.quantity ?? 1,
      unit: valid<(typeof shape.unit)['_output']>(shape.unit, line.unit) ?? before?.unit ?? 'kg',
      ...(note ? { note } : {}),
    };
  });
  const basket: StoredQuoteBasket = { lines };
  const location =
    valid<string>(StoredQuoteBasketSchema.shape.deliveryLocation, values.deliveryLocation ?? '') ??
    previous.deliveryLocation;
  const neededBy = valid<string>(StoredQuoteBasketSchema.shape.neededBy, values.neededBy || undefined);
  if (location) basket.deliveryLocation = location;
  if (neededBy) basket.neededBy = neededBy;
  return basket;
}
