/** "n/max characters" for a text field of the enclosing form, e.g. as a Field's hint. */
import { useWatch } from 'react-hook-form';

export function CharacterCount({ name, max }: { name: string; max: number }) {
  const text: unknown = useWatch({ name });
  return <>{`${typeof text === 'string' ? text.length : 0}/${max} characters`}</>;
}
