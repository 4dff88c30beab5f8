import { Mail, Phone } from 'lucide-react';
import { COMPANY } from '@/contract/site';
import { telHref } from '@/web/lib/links';

/**
 * The company's phone numbers and e-mail as list items, each a tap-to-call or mail link; the caller
 * owns the list and colours them for its background.
 */
export function PhoneAndEmailItems({
  linkClassName,
  iconClassName = '',
}: {
  linkClassName: string;
  iconClassName?: string;
}) {
  return (
    <>
      {COMPANY.phones.map((phone) => (
        <li key={phone}>
          <a href={telHref(phone)} className={`flex items-center ${linkClassName}`}>
            <Phone className={`h-4 w-4 ${iconClassName}`} aria-hidden /> {phone}
          </a>
        </li>
      ))}
      <li>
        <a href={`mailto:${COMPANY.email}`} className={`flex items-center break-all ${linkClassName}`}>
          <Mail className={`h-4 w-4 shrink-0 ${iconClassName}`} aria-hidden /> {COMPANY.email}
        </a>
      </li>
    </>
  );
}
