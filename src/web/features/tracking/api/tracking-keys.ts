// Where an inquiry is read from: the private tracking link (/quotes/{token}) or the signed-in buyer's
// own list (/me/inquiries/{id}). Both answer the same shape and take the same actions.
export type InquirySource = { token: string } | { inquiryId: string };

/** The API path of the inquiry, under /api. */
export const sourcePath = (source: InquirySource) =>
  'token' in source
    ? `/quotes/${encodeURIComponent(source.token)}`
    : `/me/inquiries/${encodeURIComponent(source.inquiryId)}`;

export const trackingKeys = {
  all: ['tracking'] as const,
  inquiry: (source: InquirySource) => ['tracking', 'inquiry', sourcePath(source)] as const,
  mine: (page: number) => ['tracking', 'mine', { page }] as const,
};
