// English on a Bengali page (the brand in Latin letters, a product with no Bengali name) is marked
// lang="en": a screen reader then reads it as English rather than spelling it out with Bengali
// sounds, and the browser shapes and hyphenates it as English. Elsewhere the text is left as it is.
import { useT } from './use-t';

const LATIN_LETTER = /[A-Za-z]/;
const BENGALI = /[\u0980-\u09FF]/;

/** The text, in a <span lang="en"> on a Bengali page when it is English (Latin letters, no Bengali). */
export function EnglishFragment({ children }: { children: string }) {
  const { locale } = useT();
  const english = locale === 'bn' && LATIN_LETTER.test(children) && !BENGALI.test(children);
  return english ? <span lang="en">{children}</span> : children;
}
