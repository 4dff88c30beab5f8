// What the public documents page needs of the documents' contract (its page size and the text of a
// failed list), free of zod so the page can use it without pulling the schema library (and the
// quotations' contract, for the revision date's "today") into its download. The rest is documents.ts.
export const DOCUMENTS_PAGE_SIZE = 20;

export const DOCUMENT_LIST_MESSAGES = {
  // The fallback when the server sends no message.
  fetchFailed: 'Failed to fetch documents',
} as const;
