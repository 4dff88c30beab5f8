// The few messages built at run time from a value no list can hold (a field's path, an address, a
// route), as ICU patterns. The Bengali `messages` catalog is keyed by the English sentence, which
// works for every message whose numbers are fixed in the contract (each concrete limit, "Name must be
// at most 100 characters", is its own key: the limits never change at run time, and a translator
// sees the whole sentence). These few cannot be listed, so translateMessage (translate.ts) matches the
// English sentence here and translates the pattern, keyed in the catalog by its ICU form, with the
// values it took from the sentence.
export type MessagePattern = { pattern: RegExp; key: string };

export const MESSAGE_PATTERNS: MessagePattern[] = [
  // The generic fallbacks of src/contract/common.ts (z.config customError).
  {
    pattern: /^(?<field>.+) must be at most (?<max>\d+) characters$/,
    key: '{field} must be at most {max} characters',
  },
  { pattern: /^(?<field>.+) must be text$/, key: '{field} must be text' },
  { pattern: /^(?<field>.+) must be a number$/, key: '{field} must be a number' },
  { pattern: /^(?<field>.+) must be true or false$/, key: '{field} must be true or false' },
  { pattern: /^(?<field>.+) must be a list$/, key: '{field} must be a list' },
  { pattern: /^(?<field>.+) must be an object$/, key: '{field} must be an object' },
  // MAIL_MESSAGES.recipientInvalid, PRODUCT_TEXT.imageFailed, SERVER_MESSAGES.routeNotFound.
  {
    pattern: /^"(?<address>.*)" is not a valid email address$/,
    key: '"{address}" is not a valid email address',
  },
  { pattern: /^Failed to load image (?<n>\d+)$/, key: 'Failed to load image {n}' },
  // SAFETY_MESSAGES.unknownHazard and unknownPrecaution name the code the admin typed.
  { pattern: /^Unknown hazard statement: (?<code>.+)$/, key: 'Unknown hazard statement: {code}' },
  {
    pattern: /^Unknown precautionary statement: (?<code>.+)$/,
    key: 'Unknown precautionary statement: {code}',
  },
  { pattern: /^Route (?<method>[A-Z]+) (?<path>.*) not found$/, key: 'Route {method} {path} not found' },
];
