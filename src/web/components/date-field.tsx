// A date picked on a page (the sales desk's filters, the quote basket's date needed), written as the
// page writes dates: day/month/year as Bangladesh writes them, in the page's digits ("২৫/১১/২০২৬" on a
// Bengali page). A native <input type="date"> shows the browser's own format (mm/dd/yyyy in an
// American Chromium, whatever the page's language), so the field is a text box with the format as
// its placeholder, and a button opens the browser's calendar (a hidden native date input) for those
// who would rather click. The value in and out is the ISO day (YYYY-MM-DD), or '' for none. Its
// words are in the `common` catalogs, which public pages and the admin area both have.
import { CalendarDays } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useT } from '@/web/i18n';

type Props = {
  /** The text box's id, for its <label htmlFor>. */
  id: string;
  /** The field's visible label, read by the calendar button's name too. */
  label: string;
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  className?: string;
  /**
   * In a form (the quote basket): the box's name and ref, so a broken rule focuses it, and what the
   * form says of it. A text that is no day (or out of range) is then handed on as typed, for the
   * form's rule to refuse when it is sent, rather than the last good day going out unseen; and Enter
   * sends the form, as in any other box.
   */
  field?: {
    name: string;
    ref: Ref<HTMLInputElement>;
    onBlur: () => void;
    invalid: boolean;
    describedBy?: string;
  };
};

const BENGALI_ZERO = 0x09e6;
const toLatin = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
const toBengali = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));

/** The ISO day a value holds ("2026-11-25"), or null for '' or a text kept as typed. */
const parseIsoDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** "25/11/2026", "২৫-১১-২০২৬" or "25.11.26" → "2026-11-25"; null for anything that is not a day. */
export function parseDay(text: string): string | null {
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{2}|\d{4})$/.exec(toLatin(text.trim()));
  if (!match) return null;
  const [day, month] = [Number(match[1]), Number(match[2])];
  const year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

export function DateField({ id, label, value, onChange, min, max, className = 'input', field }: Props) {
  const { t, locale, numerals } = useT();
  const bengaliDigits = locale === 'bn' && numerals === 'bengali';
  const written = (iso: string) => {
    // A form's value may be a text that is no day, kept as typed until it is corrected.
    if (!parseIsoDay(iso)) return iso;
    const [year, month, day] = iso.split('-');
    const text = `${day}/${month}/${year}`;
    return bengaliDigits ? toBengali(text) : text;
  };
  const [text, setText] = useState(() => written(value));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a cleared filter, the calendar) is shown as written.
  // biome-ignore lint/correctness/useExhaustiveDependencies: written follows the page's digits only
  useEffect(() => {
    setText(written(value));
    setInvalid(false);
  }, [value, bengaliDigits]);

  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== '') onChange('');
      return;
    }
    const iso = parseDay(text);
    if (field) {
      const handed = iso ?? text.trim();
      if (handed !== value) onChange(handed);
      return;
    }
    const outside = iso !== null && ((min && iso < min) || (max && iso > max));
    setInvalid(iso === null || Boolean(outside));
    if (iso && !outside && iso !== value) onChange(iso);
  };

  return (
    <span className="relative flex">
      <input
        id={id}
        name={field?.name}
        ref={field?.ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`${className} w-full pr-9`}
        placeholder={t('common.form.date.placeholder')}
        value={text}
        aria-invalid={(field ? field.invalid : invalid) || undefined}
        aria-describedby={field?.describedBy}
        title={invalid ? t('common.form.date.invalid') : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          commit();
          field?.onBlur();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            if (!field) event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-lg text-muted hover:text-slate-900"
        aria-label={t('common.form.date.choose', { label })}
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarDays className="h-4 w-4" aria-hidden />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        className="pointer-events-none absolute bottom-0 right-0 h-px w-px opacity-0"
        value={parseIsoDay(value) ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
