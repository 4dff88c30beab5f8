// A script written into a page's HTML, and the hash by which the Content-Security-Policy's
// script-src lets it run (security-headers.ts): the page's few scripts that cannot wait for a file.
import { createHash } from 'node:crypto';

export function inlineScript(source: string) {
  return {
    tag: `<script>${source}</script>`,
    hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  };
}
