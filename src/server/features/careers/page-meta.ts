// The careers page as search engines' job listings read it: one schema.org JobPosting per open post,
// in the page's language (a post's Bengali texts on /bn/careers where it has them).
import type { FastifyInstance } from 'fastify';
import { companyToday, isExpired } from '@/contract/career-rules';
import type { JobType } from '@/contract/enums';
import { careerDescription, careerRequirements, careerTitle } from '@/contract/localized-career';
import { PAGES } from '@/contract/pages';
import { COMPANY } from '@/contract/site';
import { type Locale, localizedPath } from '@/i18n/locales';
import { organizationRef, type PageSection, postalAddress } from '@/server/features/site';
import { translator } from '@/server/i18n/translator';
import { listActiveCareers } from './career-repository';

type CareerRow = Awaited<ReturnType<typeof listActiveCareers>>[number];

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Job listings show the description as HTML, so the post's lists keep their headings.
function describe(row: CareerRow, locale: Locale) {
  const { t } = translator(locale);
  const paragraphs = careerDescription(row, locale)
    .split(/\n\s*\n/)
    .map((text) => `<p>${escapeHtml(text.trim())}</p>`)
    .join('');
  const lists = (
    [
      [t('pages.careers.responsibilities'), row.responsibilities],
      [t('pages.careers.requirements'), careerRequirements(row, locale)],
      [t('pages.careers.qualifications'), row.qualifications],
    ] as const
  )
    .filter(([, entries]) => entries.length > 0)
    .map(
      ([heading, entries]) =>
        `<h3>${heading}</h3><ul>${entries.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`,
    )
    .join('');
  return paragraphs + lists;
}

export function jobPosting(row: CareerRow, publicUrl: string, locale: Locale) {
  const hasSalary = row.salaryMin !== null || row.salaryMax !== null;
  return {
    '@type': 'JobPosting',
    title: careerTitle(row, locale),
    description: describe(row, locale),
    identifier: { '@type': 'PropertyValue', name: COMPANY.name, value: row.id },
    datePosted: row.createdAt.toISOString(),
    // The deadline is a calendar date in the company's time zone; the post stays open all that day.
    ...(row.applicationDeadline ? { validThrough: `${row.applicationDeadline}T23:59:59+06:00` } : {}),
    employmentType: EMPLOYMENT_TYPES[row.jobType],
    hiringOrganization: organizationRef(publicUrl),
    jobLocation: { '@type': 'Place', address: postalAddress(row.location) },
    // The post does not say per month or per year, so no unit is claimed.
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: row.salaryCurrency,
            value: {
              '@type': 'QuantitativeValue',
              ...(row.salaryMin !== null ? { minValue: row.salaryMin } : {}),
              ...(row.salaryMax !== null ? { maxValue: row.salaryMax } : {}),
            },
          },
        }
      : {}),
    url: `${publicUrl}${localizedPath('/careers', locale)}`,
  };
}

async function careersPageMeta(app: FastifyInstance, _params: Record<string, string>, locale: Locale) {
  const today = companyToday();
  // A post past its deadline is still listed (marked expired) but is no longer an opening.
  const open = (await listActiveCareers(app.db)).filter((row) => !isExpired(row.applicationDeadline, today));
  if (open.length === 0) return PAGES['/careers'];
  return {
    ...PAGES['/careers'],
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': open.map((row) => jobPosting(row, app.config.publicUrl, locale)),
    },
  };
}

export const careerPages: PageSection = { pages: { '/careers': careersPageMeta } };
