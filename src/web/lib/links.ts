/** A tel: link for a phone number as people write it ("+880 1711-555666" → "tel:+8801711555666"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
