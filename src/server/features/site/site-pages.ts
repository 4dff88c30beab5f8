// The site's own pages: the company's structured data where search engines look for it, and every
// indexable page of the shared table in the sitemap.
import type { FastifyInstance } from 'fastify';
import { PAGES, type PagePath } from '@/contract/pages';
import { companyGraph } from './company-json-ld';
import type { PageSection } from './page-meta';

const withCompany = (path: PagePath) => (app: FastifyInstance) => ({
  ...PAGES[path],
  jsonLd: companyGraph(app.config.publicUrl),
});

export const sitePages: PageSection = {
  pages: { '/': withCompany('/'), '/about': withCompany('/about') },
  sitemap: () =>
    Object.entries(PAGES)
      .filter(([, page]) => !page.noindex)
      .map(([path]) => ({ path })),
};
