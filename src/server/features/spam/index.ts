// What other features use of the spam defence: the guard of the public forms.
export { guardedForm, isDropped, keptOrDropped } from './form-guard';
