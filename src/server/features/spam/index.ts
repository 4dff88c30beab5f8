// What other features use of the spam defence: the guard of the public forms, and the sender
// address as their writes store it (a blocked one fails the write).
export { senderUnlessBlocked, spendingFormStamp } from './blocked-emails-repository';
export {
  type FormSender,
  formSenderOf,
  formStampOf,
  guardedForm,
  isDropped,
  keptOrDropped,
} from './form-guard';
