// The basket's "date needed": the site's date box (src/web/components/date-field.tsx), written
// day/month/year in the page's language and digits whatever the browser's own language, under the
// form's rules (src/contract/basket.ts neededByField). A day read from the box is shown in words
// under it ("30 June 2027", "৩০ জুন ২০২৭"), so a buyer used to month/day sees how it was read.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { DateField } from '@/web/components/date-field';
import { FieldMessage, LabelMark, useFieldError } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';

const NAME = 'neededBy';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the visitor's own calendar, for the calendar's lower bound. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

export function NeededByField() {
  const { t } = useT();
  const format = useFormat();
  const { field } = useController({ name: NAME });
  const { invalid, message } = useFieldError(NAME);
  const id = useId();
  const value: string = field.value ?? '';
  const day = ISO_DAY.test(value) ? value : null;
  const label = t('basket.neededBy');
  const errorId = `${id}-error`;
  const wordsId = `${id}-words`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        <LabelMark optional />
      </label>
      <DateField
        id={id}
        label={label}
        value={value}
        onChange={field.onChange}
        min={today()}
        field={{
          name: field.name,
          ref: field.ref,
          onBlur: field.onBlur,
          invalid,
          describedBy: message ? errorId : day ? wordsId : undefined,
        }}
      />
      {message ? (
        // The contract names the API's format (YYYY-MM-DD); a text the box cannot read is told the box's.
        <FieldMessage id={errorId} message={value && !day ? t('common.form.date.invalid') : message} />
      ) : (
        // The line stays when the box is emptied or broken, so nothing under it moves as it loses
        // focus (a click on the send button would land elsewhere).
        <p id={wordsId} className="mt-1 min-h-4 text-xs text-muted">
          {day && format.date(`${day}T12:00:00Z`)}
        </p>
      )}
    </div>
  );
}
