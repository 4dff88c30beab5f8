// Whether a browser request comes from the site's own pages. A session cookie goes along with
// requests that any page of the same site makes (SameSite=Lax does not tell a sibling subdomain from
// the site itself), so an unsafe call that rests on the cookie alone must show where it came from.
// Browsers send Origin with every POST, PUT, PATCH and DELETE, and Sec-Fetch-Site with most
// requests; a client that sends neither is not a browser, and no page can have made it send a cookie.

export const CROSS_SITE_MESSAGE = 'Cross-site request refused: this action must be sent from the site itself';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An origin in its canonical form (lower case, no default port), or null when it is not one. */
export function canonicalOrigin(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function comesFromSite(
  headers: { origin?: string | string[]; 'sec-fetch-site'?: string | string[] },
  siteOrigins: readonly (string | null)[],
): boolean {
  const { origin, 'sec-fetch-site': fetchSite } = headers;
  if (origin !== undefined) {
    const claimed = typeof origin === 'string' ? canonicalOrigin(origin) : null;
    return claimed !== null && siteOrigins.includes(claimed);
  }
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}
