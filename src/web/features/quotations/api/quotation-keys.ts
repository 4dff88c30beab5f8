// Query keys of the quotations feature: an inquiry's versions and where its next quotation starts.
export const quotationKeys = {
  all: ['quotations'] as const,
  forInquiry: (inquiryId: string) => ['quotations', 'inquiry', inquiryId] as const,
  list: (inquiryId: string) => ['quotations', 'inquiry', inquiryId, 'list'] as const,
  draft: (inquiryId: string) => ['quotations', 'inquiry', inquiryId, 'draft'] as const,
};
