// The buyer's name and e-mail as every public form words their rules, and the company the sample and
// document requests also require (the price request's is optional: buyer-company.ts), with the
// spec's messages.
import { COMPANY_NAME_MAX } from './buyer-company';
import { BUYER_MESSAGES } from './buyer-messages';
import { emailField, nameField, requiredText } from './common';

export { BUYER_MESSAGES };

export const BUYER_CONTACT_MESSAGES = {
  ...BUYER_MESSAGES,
  companyRequired: 'Company is required',
  companyTooLong: `Company must be at most ${COMPANY_NAME_MAX} characters`,
} as const;

const messages = BUYER_CONTACT_MESSAGES;

/** Name, company and e-mail, in the forms' order; spread into a form's object. */
export const buyerContactShape = {
  name: nameField(messages.nameRequired, messages.nameTooLong),
  company: requiredText(messages.companyRequired, COMPANY_NAME_MAX, messages.companyTooLong),
  email: emailField({ required: messages.emailRequired, invalid: messages.emailInvalid }),
};
