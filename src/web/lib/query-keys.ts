// The query keys more than one feature reads or refreshes (a new inquiry refreshes the bell, a new
// review the product page, every change the dashboard's counts), kept here so that features share
// keys without importing each other. A feature's own refresh after a change (invalidateAfter...) stays
// in its api/ folder. Keys come only from these factories.
import type { QueryClient } from '@tanstack/react-query';
import type { ContactStatusFilter } from '@/contract/contact';
import type { InquiryStatusFilter } from '@/contract/inquiries';

export const adminKeys = {
  stats: ['admin', 'stats'] as const,
};

/** The dashboard's counts, after any change they count. */
export const invalidateAdminStats = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.stats });

export type ProductListParams = {
  q?: string;
  category?: string;
  page?: number;
  limit?: number;
  relatedTo?: string;
};

export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => ['products', id] as const,
  lists: ['products', 'list'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  categories: ['products', 'categories'] as const,
};

/** A product's detail page, whose Reviews tab shows the comment count (refreshed by comments). */
export const invalidateProductDetail = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({
    // The page asks by its address's slug; an edit page or older link by the id.
    predicate: ({ queryKey, state }) =>
      queryKey[0] === 'products' &&
      queryKey.length === 2 &&
      (queryKey[1] === id || (state.data as { _id?: string } | undefined)?._id === id),
  });

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: (status: InquiryStatusFilter, page: number) => ['inquiries', 'list', { status, page }] as const,
  detail: (id: string) => ['inquiries', 'detail', id] as const,
};

export const quotationKeys = {
  all: ['quotations'] as const,
  forInquiry: (inquiryId: string) => ['quotations', 'inquiry', inquiryId] as const,
  list: (inquiryId: string) => ['quotations', 'inquiry', inquiryId, 'list'] as const,
  draft: (inquiryId: string) => ['quotations', 'inquiry', inquiryId, 'draft'] as const,
  settings: ['quotations', 'settings'] as const,
};

export const contactKeys = {
  all: ['contacts'] as const,
  list: (status: ContactStatusFilter, page: number) => ['contacts', 'list', { status, page }] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  /** One of the bell's tabs (notifications/api/notification-tabs.ts). */
  list: (tab: string) => ['notifications', 'list', tab] as const,
};
