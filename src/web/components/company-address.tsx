import { COMPANY } from '@/contract/site';
import { EnglishFragment } from '@/web/i18n/english-fragment';
import { useT } from '@/web/i18n/use-t';

/** The head office's postal address, laid out as on an envelope. */
export function CompanyAddress({ className = '' }: { className?: string }) {
  const { t } = useT();
  const { address } = COMPANY;
  return (
    <address className={`not-italic ${className}`}>
      <EnglishFragment>{COMPANY.name}</EnglishFragment>
      <br />
      {address.street}
      <br />
      {t('common.address.cityLine', address)}
    </address>
  );
}
