import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/web/i18n';

export const SEARCH_DELAY_MS = 300;

type Props = { value: string; onSearch: (q: string) => void };

/** The catalogue's search box: the search runs once typing pauses, not on every key. */
export function SearchBox({ value, onSearch }: Props) {
  const { t } = useT();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The address changed without typing (back button, a shared link): show what it searches. What
  // was typed stays as typed (with its trailing space) when it is what the address already says.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        type="search"
        // The browser draws its own clear button in a search field; the box has one that works the
        // same in every browser (and searches at once), so the browser's is hidden.
        className="input h-11 pl-10 pr-10 text-base sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
        placeholder={t('catalogue.search.placeholder')}
        aria-label={t('catalogue.search.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') latest.current(text.trim());
        }}
      />
      {text && (
        <button
          type="button"
          className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded p-1.5 text-muted hover:text-slate-700"
          aria-label={t('catalogue.search.clear')}
          onClick={() => {
            setText('');
            latest.current('');
          }}
        >
          <X className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
