// Turns a form's zod schema into per-field messages, so a form shows each broken rule beside its
// field with the same wording the server would answer.
import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message for each field that breaks a rule; empty when the values are valid. */
export function fieldErrors<K extends string>(schema: z.ZodType, values: Record<K, unknown>): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
