// The server as an operator runs it: one per data directory, clean shutdown, and no acknowledged
// write lost when the process is killed outright.
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './helpers/server';

const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
});

async function signup(server: RunningServer, index: number) {
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: `Buyer ${index}`,
      email: `buyer${index}@example.com`,
      password: 'secret123',
    }),
  });
  return response.status;
}

describe('the embedded database', () => {
  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const first = await startServer();
    running.push(first);
    const second = await startServer({ dataDir: first.dataDir, waitForReady: false });
    running.push(second);
    const code = await new Promise<number | null>((resolve) => second.process.on('exit', resolve));
    expect(code).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by another server/);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
  });

  it('loses no acknowledged account when killed with SIGKILL during signups', async () => {
    const server = await startServer();
    running.push(server);
    const acknowledged: number[] = [];
    let index = 0;
    // Signups stream in, four at a time, until the process is killed under them.
    const workers = Array.from({ length: 4 }, async () => {
      while (true) {
        const mine = index++;
        try {
          if ((await signup(server, mine)) === 201) acknowledged.push(mine);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    server.process.kill('SIGKILL');
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(5);

    const restarted = await startServer({ dataDir: server.dataDir });
    running.push(restarted);
    for (const i of acknowledged) {
      const login = await fetch(`${restarted.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `buyer${i}@example.com`, password: 'secret123' }),
      });
      expect(login.status, `account ${i} acknowledged before the kill`).toBe(200);
    }
    await restarted.stop();
  });
});
