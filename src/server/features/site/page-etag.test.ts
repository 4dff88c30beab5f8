import { describe, expect, it } from 'vitest';
import { pageEtag } from './page-etag';

const page = (name: string, at: number) =>
  `<main>${name}</main><script type="application/json" id="app-state">{"mutations":[],"queries":[{"state":{"data":{"name":"${name}"},"dataUpdatedAt":${at},"errorUpdatedAt":0},"queryKey":["product"],"dehydratedAt":${at + 3}}]}</script>`;

describe('pageEtag', () => {
  it('is the same for two renderings of one page, whenever they were made', () => {
    expect(pageEtag(page('Caustic Soda', 1_764_000_000_000))).toBe(
      pageEtag(page('Caustic Soda', 1_764_000_912_345)),
    );
  });

  it('changes with what the page shows', () => {
    expect(pageEtag(page('Caustic Soda', 1))).not.toBe(pageEtag(page('Caustic Potash', 1)));
  });
});
