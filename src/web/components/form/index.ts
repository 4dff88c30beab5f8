// The one way to build a form: useContractForm over a contract schema, <Form>, <Field>.
export { CharacterCount } from './character-count';
export { type ControlProps, Field, FieldMessage, LabelMark, useFieldError } from './field';
export { type ErrorDisplay, Form, FormAlert, showServerErrors } from './form';
export { FormButtons } from './form-buttons';
export { firstMessage } from './form-errors';
export { RadioChoices } from './radio-choices';
export { UnitOptions } from './unit-options';
export { type ContractForm, useContractForm } from './use-contract-form';
