// The page a mailed download link opens, for the server's page table: private, so never indexed.
// Any token gets the page (the app says when the link is not valid or has expired).
import { DOCUMENT_DOWNLOAD_PAGE } from '@/contract/pages';
import type { PageSection } from '@/server/features/site';

export const documentPages: PageSection = {
  pages: { '/documents/download/:token': () => DOCUMENT_DOWNLOAD_PAGE },
};
