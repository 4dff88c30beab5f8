// The worker of intl-warm-up.ts: makes a number, a date and a plural format in each of the page's
// Intl locales, then says so.
self.onmessage = ({ data: locales }: MessageEvent<string[]>) => {
  for (const locale of locales) {
    new Intl.NumberFormat(locale).format(1250);
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
    new Intl.PluralRules(locale).select(1);
  }
  self.postMessage(null);
};
