// Start stamps for a bench's public writes, as people's forms get them (src/contract/spam.ts): a
// stamp vouches for one stored submission, so a bench asks for one per write it sends, and waits
// out the minimum fill time before the first. (A checkout from before the spam rule has no stamps to
// ask for: its writes go without.)
//
// They are asked over a few connections, closed once done. Asked all at once with fetch, which
// opens a connection per request in flight, the 18,000 of a one-minute mixed load overflowed the
// server's queue of connections to accept (some 5,000 dropped and retried a second later, counted
// by the kernel: nstat's TcpExtListenOverflows), and the server then held thousands of idle
// connections through the load that followed.
import http from 'node:http';

const CONNECTIONS = 16;

function askStamp(url: URL, agent: http.Agent) {
  return new Promise<string | undefined>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve(response.statusCode === 200 ? (JSON.parse(body) as { stamp: string }).stamp : undefined),
        );
      })
      .on('error', reject);
  });
}

export async function personStamps(base: string, count: number): Promise<() => string | undefined> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL('/api/form-stamp', base);
  try {
    const stamps = await Promise.all(Array.from({ length: count }, () => askStamp(url, agent)));
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    let next = 0;
    return () => stamps[next++];
  } finally {
    agent.destroy();
  }
}
