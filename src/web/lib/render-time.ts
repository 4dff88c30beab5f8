// When the server fetched the data a page was rendered from, by query. The browser counts the answers
// handed over with the page as fetched when it takes them over (app/query-hand-off.ts), so a page
// whose drawing depends on the day (the careers page: which job posts have closed) reads the server's
// time here to hydrate exactly what the HTML shows.
import { hashKey, type QueryKey } from '@tanstack/react-query';

const times = new Map<string, number>();

export const rememberRenderTime = (queryHash: string, time: number) => times.set(queryHash, time);

/** When the server fetched this query's answer for the page, or undefined if it handed none over. */
export const renderTime = (queryKey: QueryKey): number | undefined => times.get(hashKey(queryKey));
