// The anchor of the front-end benches (frontend.ts, lighthouse.ts): a plain HTML page of about the
// product page's text from a bare Node server, measured under the same emulation as the site's pages
// to show what is possible on this machine at this moment.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves the anchor page on a loopback port. */
export function startStaticPage(): Promise<{ url: string; close: () => void }> {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sulphuric Acid 98%</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1e293b}header{background:#0f4c81;color:#fff;padding:16px}main{max-width:960px;margin:auto;padding:16px}h1{font-size:28px}</style></head>
<body><header>Chemical supplier</header><main><h1>Sulphuric Acid 98%</h1><p>BDT 95 – 110 per kg</p>
${'<p>Concentrated sulphuric acid for batteries, fertiliser and water treatment, supplied in drums and bulk tankers from our Chittagong warehouse.</p>'.repeat(8)}
</main></body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        close: () => server.close(),
      }),
    ),
  );
}
