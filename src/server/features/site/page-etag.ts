// A page's validator depends only on what the page shows. The query cache handed over with the page
// records when each answer was read and when it was handed over: two renderings of the same page
// (on two instances, or on one before and after its cache was emptied) differ in those times alone,
// and a browser holding either is answered 304 by any instance. The times go to the browser as
// they are; only the tag leaves them out.
import { weakEtag } from '@/server/lib/conditional-get';

const RENDER_TIMES = /"(?:dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g;

export const pageEtag = (html: string) => weakEtag(html.replace(RENDER_TIMES, ''));
