// Picks hazard or precautionary statements from a standard list: the chosen ones as removable chips,
// and a search over the list by code ("P301", "301+330") or by a word of the text ("eyes").
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldMessage, useFieldError } from '@/web/components/form';
import { useT } from '@/web/i18n';

const SHOWN = 30;

type Props = {
  name: string;
  label: string;
  codes: readonly string[];
  chosen: string[];
  text: (code: string) => string;
  onChange: (codes: string[]) => void;
};

export function StatementPicker({ name, label, codes, chosen, text, onChange }: Props) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const { message } = useFieldError(name);
  const id = useId();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length
    ? codes
        .filter((code) => !chosen.includes(code))
        .filter((code) => {
          const haystack = `${code} ${text(code)}`.toLowerCase();
          return words.every((word) => haystack.includes(word));
        })
        .slice(0, SHOWN)
    : [];
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {chosen.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5">
          {chosen.map((code) => (
            <li
              key={code}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pl-2.5 pr-1 text-xs"
              title={text(code)}
            >
              <span className="font-semibold text-slate-800">{code}</span>
              <button
                type="button"
                className="rounded-full p-0.5 text-muted hover:bg-slate-200 hover:text-slate-900"
                aria-label={t('safety.form.remove', { code })}
                onClick={() => onChange(chosen.filter((item) => item !== code))}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="search"
        className="input"
        value={query}
        placeholder={t('safety.form.searchStatements')}
        aria-invalid={Boolean(message)}
        onChange={(event) => setQuery(event.target.value)}
      />
      {matches.length > 0 && (
        <ul className="mt-1 max-h-56 overflow-y-auto rounded-lg border border-slate-200 text-sm">
          {matches.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="block w-full px-3 py-1.5 text-left hover:bg-brand-50"
                onClick={() => {
                  onChange([...chosen, code]);
                  setQuery('');
                }}
              >
                <span className="font-semibold">{code}</span> {text(code)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && <FieldMessage id={`${id}-error`} message={message} />}
    </div>
  );
}
