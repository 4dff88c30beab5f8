/** "n/max characters" for a text field of the enclosing form, e.g. as a Field's hint. */
import { useWatch } from 'react-hook-form';
import { useFormat } from '@/web/i18n/use-format';
import { useT } from '@/web/i18n/use-t';

export function CharacterCount({ name, max }: { name: string; max: number }) {
  const { t } = useT();
  const format = useFormat();
  const text: unknown = useWatch({ name });
  const used = typeof text === 'string' ? text.length : 0;
  return (
    <>
      {t('common.form.characters', {
        used: format.number(used, { grouping: false }),
        max: format.number(max, { grouping: false }),
      })}
    </>
  );
}
