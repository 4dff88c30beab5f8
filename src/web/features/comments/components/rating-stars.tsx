import { Star } from 'lucide-react';
import { RATING_MAX } from '@/contract/comments';
import { useFormat, useT } from '@/web/i18n';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** A read-only rating, e.g. on a comment card. */
export function RatingStars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  const { t } = useT();
  const format = useFormat();
  const box = size === 'sm' ? 'h-4 w-4' : 'h-5 w-5';
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={t('reviews.rated', {
        rating: format.number(rating),
        max: format.number(RATING_MAX),
      })}
    >
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden
          className={`${box} ${star <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}

/** The optional rating of the comment form: picking the chosen star again clears it. */
export function RatingInput({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const format = useFormat();
  return (
    <fieldset className="flex items-center gap-3" disabled={disabled}>
      <legend className="sr-only">{t('reviews.ratingLegend')}</legend>
      <span className="text-sm font-medium text-slate-700" aria-hidden>
        {t('reviews.yourRating')}
      </span>
      <span className="inline-flex items-center gap-0.5">
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            aria-label={t('reviews.stars', { count: star })}
            aria-pressed={value === star}
            onClick={() => onChange(value === star ? null : star)}
            className="rounded p-0.5 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Star
              aria-hidden
              className={`h-6 w-6 transition-colors ${
                value !== null && star <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'text-slate-300 hover:text-amber-300'
              }`}
            />
          </button>
        ))}
      </span>
      <span className="text-xs text-muted">
        {value ? `${format.number(value)}/${format.number(RATING_MAX)}` : t('reviews.optional')}
      </span>
    </fieldset>
  );
}
