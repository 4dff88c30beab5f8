// An average rating as the spec writes it, with one decimal ("4.0", "৪.০"), in the page's digits.
import { memoized } from '@/contract/memoized';

const ratingFormat = memoized(
  (figures: string) => new Intl.NumberFormat(figures, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

export const ratingFigure = (rating: number, figures: string): string => ratingFormat(figures).format(rating);
