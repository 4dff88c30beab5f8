// The company as schema.org describes it (for search engines' knowledge panels and the sitelinks
// search box). Every fact comes from the site config in src/contract/site.ts.
import { COMPANY } from '@/contract/site';
import type { JsonLd } from './page-meta';

export const postalAddress = (locality: string = COMPANY.address.city) => ({
  '@type': 'PostalAddress',
  ...(locality === COMPANY.address.city
    ? { streetAddress: COMPANY.address.street, postalCode: COMPANY.address.postalCode }
    : {}),
  addressLocality: locality,
  addressCountry: COMPANY.address.countryCode,
});

export const organizationId = (publicUrl: string) => `${publicUrl}/#organization`;

/** The company, short form: as the seller of a product or the employer of a job post. */
export const organizationRef = (publicUrl: string) => ({
  '@type': 'Organization',
  '@id': organizationId(publicUrl),
  name: COMPANY.name,
  sameAs: COMPANY.website,
});

export function organization(publicUrl: string): JsonLd {
  const profiles = COMPANY.social.flatMap((network) => (network.url ? [network.url] : []));
  return {
    '@type': 'Organization',
    '@id': organizationId(publicUrl),
    name: COMPANY.name,
    alternateName: COMPANY.shortName,
    description: COMPANY.description,
    url: COMPANY.website,
    foundingDate: String(COMPANY.founded),
    email: COMPANY.email,
    telephone: COMPANY.phones[0],
    address: postalAddress(),
    contactPoint: COMPANY.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone,
      email: COMPANY.email,
      areaServed: COMPANY.address.countryCode,
    })),
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
}

/** This site, with the catalogue's search (the catalogue at / reads its search from ?q=). */
export const website = (publicUrl: string): JsonLd => ({
  '@type': 'WebSite',
  '@id': `${publicUrl}/#website`,
  url: `${publicUrl}/`,
  name: COMPANY.name,
  publisher: { '@id': organizationId(publicUrl) },
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

export const companyGraph = (publicUrl: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@graph': [organization(publicUrl), website(publicUrl)],
});
