import { COMPANY } from '@/contract/site';

/** The head office's postal address, laid out as on an envelope. */
export function CompanyAddress({ className = '' }: { className?: string }) {
  const { address } = COMPANY;
  return (
    <address className={`not-italic ${className}`}>
      {COMPANY.name}
      <br />
      {address.street}
      <br />
      {address.city} {address.postalCode}, {address.country}
    </address>
  );
}
