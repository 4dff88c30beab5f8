// Query keys of the quotations feature: an inquiry's versions, where its next quotation starts, and
// the standard terms every quotation is sent with.
export const quotationKeys = {
  all: ['quotations'] as const,
  forInquiry: (inquiryId: string) => ['quotations', 'inquiry', inquiryId] as const,
  list: (inquiryId: string) => ['quotations', 'inquiry', inquiryId, 'list'] as const,
  draft: (inquiryId: string) => ['quotations', 'inquiry', inquiryId, 'draft'] as const,
  settings: ['quotations', 'settings'] as const,
};
