// /contact: how to reach the company, its business hours, a message form and where to find it.

import { useEffect } from 'react';
import { PAGES } from '@/contract/pages';
import { PageHeader } from '@/web/components/page-header';
import { useSession } from '@/web/features/auth';
import { useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { InTurn } from '@/web/lib/in-turn';
import { lazyPart } from '@/web/lib/lazy-part';
import { usePageMeta } from '@/web/lib/page-meta';
import { ContactDetails } from './components/contact-details';
import { LocationCard } from './components/location-card';

// The form's code (the form layer and the contract's rules, which bring the schema library) is most of
// the page's: a part of its own (src/web/lib/lazy-part.ts), asked for as soon as the page's code runs.
// The server's HTML of the form is on the screen meanwhile, and the page is drawn and hydrated without
// waiting for it, in a task of its own rather than one long one. Asking for it links a preload of each
// of its files, itself a long task on a slow phone: in a task of its own too, before the page's turn.
const ContactForm = lazyPart(() => import('./components/contact-form').then((module) => module.ContactForm));
setTimeout(() => void ContactForm.preload().catch(() => undefined), 0);

export default function ContactPage() {
  usePageMeta(PAGES['/contact']);
  const { user } = useSession();
  const { t } = useT();
  useEffect(() => trackEvent('view_contact_page'), []);

  return (
    <div className="container-page py-10">
      <PageHeader eyebrow={t('pages.contact.eyebrow')} title={t('pages.contact.heading')}>
        <p className="mt-3 text-lg text-slate-600">{t('pages.contact.intro')}</p>
      </PageHeader>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className="card p-5 sm:p-6 lg:col-span-2" aria-labelledby="message-heading">
          <h2 id="message-heading" className="text-xl font-semibold text-slate-900">
            {t('pages.contact.sendHeading')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('pages.contact.required')}</p>
          <div className="mt-5">
            {/* Starts again, with the name and e-mail filled in, once the session is known. */}
            <ContactForm key={user?._id ?? 'guest'} />
          </div>
        </section>
        {/* The details and the map card are hydrated each in a turn of their own (in-turn.tsx); the
            form, when its code is in. */}
        <InTurn>
          <ContactDetails />
        </InTurn>
      </div>

      <div className="mt-6">
        <InTurn>
          <LocationCard />
        </InTurn>
      </div>
    </div>
  );
}
