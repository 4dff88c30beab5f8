// A form over one of the contract's schemas (src/contract): the same rules and messages as the
// server, checked when the form is sent; each field then keeps its first broken rule until edited.
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useRef } from 'react';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

export type ContractForm<Values extends FieldValues = FieldValues, Parsed = Values> = UseFormReturn<
  Values,
  unknown,
  Parsed
> & {
  /** The <form> element, for focusing the first broken field (set by <Form>). */
  formRef: RefObject<HTMLFormElement | null>;
};

type Options<Values extends FieldValues, Parsed> = Omit<
  UseFormProps<Values, unknown, Parsed>,
  'resolver' | 'mode' | 'reValidateMode' | 'shouldFocusError' | 'criteriaMode'
>;

// The schema's input type is the form's values, its output what onSubmit receives.
export function useContractForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  options: Options<z.input<Schema>, z.output<Schema>> = {},
): ContractForm<z.input<Schema>, z.output<Schema>> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver: zodResolver(schema as never) as never,
    mode: 'onSubmit',
    // Checked again only when sent: while typing, editing a field just clears its error (spec §5).
    reValidateMode: 'onSubmit',
    criteriaMode: 'firstError',
    // <Form> focuses in the form's own order, which the field registration order may not be.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  return { ...form, formRef };
}
