// /contact: how to reach the company, its business hours, a message form and where to find it.
import { useEffect } from 'react';
import { PAGES } from '@/contract/pages';
import { useSession } from '@/web/features/auth';
import { trackEvent } from '@/web/lib/analytics';
import { usePageMeta } from '@/web/lib/page-meta';
import { ContactDetails } from './components/contact-details';
import { ContactForm } from './components/contact-form';
import { LocationCard } from './components/location-card';

export default function ContactPage() {
  usePageMeta(PAGES['/contact']);
  const { user } = useSession();
  useEffect(() => trackEvent('view_contact_page'), []);

  return (
    <div className="container-page py-10">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">Contact us</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Talk to our team</h1>
        <p className="mt-3 text-lg text-slate-600">
          Questions about a product, a delivery or an account? Send us a message, call or visit: our team will
          get back to you.
        </p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className="card p-5 sm:p-6 lg:col-span-2" aria-labelledby="message-heading">
          <h2 id="message-heading" className="text-xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-muted">Fields marked * are required.</p>
          <div className="mt-5">
            {/* Starts again, with the name and e-mail filled in, once the session is known. */}
            <ContactForm key={user?._id ?? 'guest'} />
          </div>
        </section>
        <ContactDetails />
      </div>

      <div className="mt-6">
        <LocationCard />
      </div>
    </div>
  );
}
