// The password reset link's page for the server's page table: private, so never indexed and never in
// the sitemap. Any token gets the page (the app says when the link does not work).
import { RESET_PASSWORD_PAGE } from '@/contract/pages';
import type { PageSection } from '@/server/features/site';

export const authPages: PageSection = {
  pages: { '/reset-password/:token': () => RESET_PASSWORD_PAGE },
};
