// Where the head office is. No map tiles are loaded (no third-party requests, and it works offline):
// a clear address block with directions links to Google Maps and OpenStreetMap instead.
import { ExternalLink, MapPin, Navigation } from 'lucide-react';
import { COMPANY } from '@/contract/site';
import { CompanyAddress } from '@/web/components/company-address';
import { useT } from '@/web/i18n';

const { address } = COMPANY;
const query = encodeURIComponent(`${address.street}, ${address.city}, ${address.country}`);

export function LocationCard() {
  const { t } = useT();
  return (
    <section aria-labelledby="location-heading" className="card overflow-hidden">
      <div className="relative flex min-h-56 flex-col items-center justify-center gap-3 bg-brand-800 px-6 py-10 text-center text-white">
        {/* A street-grid pattern drawn in CSS, so the block reads as a map at a glance. */}
        <div
          aria-hidden
          className="absolute inset-0 opacity-20 [background-image:linear-gradient(rgba(255,255,255,.5)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,.5)_1px,transparent_1px)] [background-size:28px_28px]"
        />
        <span className="relative flex h-14 w-14 items-center justify-center rounded-full bg-accent-500 shadow-lg ring-8 ring-accent-500/25">
          <MapPin className="h-7 w-7" aria-hidden />
        </span>
        <div className="relative">
          <h2 id="location-heading" className="text-lg font-semibold">
            {t('pages.contact.headOffice')}
          </h2>
          <CompanyAddress className="mt-1 text-brand-100" />
        </div>
      </div>
      <div className="flex flex-col gap-2 p-4 sm:flex-row">
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${query}`}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-primary flex-1"
        >
          <Navigation className="h-4 w-4" aria-hidden /> {t('pages.contact.googleMaps')}
        </a>
        <a
          href={`https://www.openstreetmap.org/search?query=${query}`}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary flex-1"
        >
          <ExternalLink className="h-4 w-4" aria-hidden /> OpenStreetMap
        </a>
      </div>
    </section>
  );
}
