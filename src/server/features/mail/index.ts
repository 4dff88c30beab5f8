// What other features use of mail: composing a mail, queuing it in their own transaction, and whom
// staff alerts go to.
export { composeMail, type MailContent } from './compose-mail';
export { adminTabUrl, dhakaTime } from './mail-format';
export {
  type MailAddressing,
  productsSummary,
  queueStaffMail,
  type StaffRecipients,
  staffMailAlong,
} from './mail-language';
export { mailAlong, type OutgoingMail, queueMail } from './outbox';
export { type OutboxHealth, outboxHealth } from './outbox-repository';
