import { COMPANY } from '@/contract/site';
import { cityLine, companyAddress } from '@/i18n/company-address';
import { EnglishFragment } from '@/web/i18n/english-fragment';
import { useT } from '@/web/i18n/use-t';

/** The head office's postal address in the page's language, laid out as on an envelope. */
export function CompanyAddress({ className = '' }: { className?: string }) {
  const { locale, figures } = useT();
  const address = companyAddress(locale, figures);
  return (
    <address className={`not-italic ${className}`}>
      <EnglishFragment>{COMPANY.name}</EnglishFragment>
      <br />
      {address.street}
      <br />
      {cityLine(address)}
    </address>
  );
}
