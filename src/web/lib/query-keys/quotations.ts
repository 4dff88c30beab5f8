// The quotations' query keys (an inquiry's versions, its draft, the standard terms).
export const quotationKeys = {
  all: ['quotations'] as const,
  forInquiry: (inquiryId: string) => ['quotations', 'inquiry', inquiryId] as const,
  list: (inquiryId: string) => ['quotations', 'inquiry', inquiryId, 'list'] as const,
  draft: (inquiryId: string) => ['quotations', 'inquiry', inquiryId, 'draft'] as const,
  settings: ['quotations', 'settings'] as const,
};
