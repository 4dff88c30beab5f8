// The buyer's name and e-mail as every public form words their rules (the schemas are in
// buyer-contact.ts). Without the schema library: a form's page shows these before its schema loads.

/** The longest name a form takes (common.ts's nameField). */
export const NAME_MAX = 100;

export const BUYER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;
