// A form over one of the contract's schemas (src/contract): the same rules and messages as the
// server, checked when the form is sent; each field then keeps its first broken rule until edited.
// A form drawn with its page may take the schema as a loader instead (`() => import(...)`): building
// a contract's schemas is a long task on a slow phone, and the form needs them only when it is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useRef, useState } from 'react';
import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
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
  schema: Schema | (() => Promise<Schema>),
  options: Options<z.input<Schema>, z.output<Schema>> = {},
): ContractForm<z.input<Schema>, z.output<Schema>> {
  const [resolver] = useState(() =>
    typeof schema === 'function' ? loadedResolver(schema) : zodResolver(schema as never),
  );
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver: resolver as never,
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

/** A resolver that loads its schema when it first checks the form. */
function loadedResolver(
  load: () => Promise<z.ZodType<unknown, FieldValues>>,
): Resolver<never, unknown, never> {
  let resolver: Promise<Resolver<never, unknown, never>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then(
      (schema) => zodResolver(schema as never) as never,
      (error) => {
        // Loaded again at the next try (a chunk lost to a bad connection).
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}
