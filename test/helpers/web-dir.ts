// A built web app's stand-in for tests of the pages the server renders: index.html with the same
// markers as the real one (the page's head, HTML and data go there); no scripts, which these tests
// do not load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function templateWebDir(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  return webDir;
}
