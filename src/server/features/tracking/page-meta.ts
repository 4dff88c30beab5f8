// The buyer's pages for the server's page table: private, so never indexed and never in the sitemap.
// Any token gets the page (the app says when the link is not valid), so the HTML tells nothing either.
import { MY_INQUIRY_PAGE, TRACKING_PAGE } from '@/contract/pages';
import type { PageSection } from '@/server/features/site';

export const trackingPages: PageSection = {
  pages: {
    '/quotes/:token': () => TRACKING_PAGE,
    '/profile/inquiries/:id': () => MY_INQUIRY_PAGE,
  },
};
