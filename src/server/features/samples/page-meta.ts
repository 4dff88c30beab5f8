// The buyer's private page of a sample request, for the server's page table: never indexed, never in
// the sitemap. Any token gets the page (the app says when the link is not valid).
import { SAMPLE_TRACKING_PAGE } from '@/contract/pages';
import type { PageSection } from '@/server/features/site';

export const samplePages: PageSection = {
  pages: { '/samples/:token': () => SAMPLE_TRACKING_PAGE },
};
