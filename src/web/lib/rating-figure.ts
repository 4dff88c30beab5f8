// An average rating as the spec writes it, with one decimal ("4.0", "৪.০"), in the page's digits.
const formats = new Map<string, Intl.NumberFormat>();

export function ratingFigure(rating: number, figures: string): string {
  let format = formats.get(figures);
  if (!format) {
    format = new Intl.NumberFormat(figures, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formats.set(figures, format);
  }
  return format.format(rating);
}
