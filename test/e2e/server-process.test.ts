// The server as an operator runs it: one per data directory, clean shutdown, and no acknowledged
// write lost when the process is killed outright.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RunningServer } from './helpers/server';
import { describe, expect, it } from './helpers/site';

// As under Docker: the server is PID 1 of a fresh PID namespace, and dies with the wrapper.
const AS_PID_1 = ['unshare', '--pid', '--fork', '--kill-child=SIGKILL', '--mount-proc'];
const canRunAsPid1 = spawnSync(AS_PID_1[0], [...AS_PID_1.slice(1), 'true']).status === 0;

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
  it('refuses a second server on the same DATA_DIR with a clear message', async ({ startServer }) => {
    const first = await startServer();
    const second = await startServer({ dataDir: first.dataDir, waitForReady: false });
    const code = await new Promise<number | null>((resolve) => second.process.on('exit', resolve));
    expect(code).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by another server/);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
  });

  it('exits with an error, rather than hang, when the database thread ends', async ({ startServer }) => {
    const preload = pathToFileURL(path.resolve('test/e2e/helpers/end-database-thread.mjs')).href;
    const server = await startServer({ env: { NODE_OPTIONS: `--import=${preload}` } });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server.process.on('exit', resolve));
    server.process.kill('SIGUSR2');
    // A bound on the exit, which comes at once.
    const stillRunning = new Promise((resolve) => setTimeout(resolve, 10_000, 'still running'));
    expect(await Promise.race([exited, stillRunning])).toBe(1);
    expect(server.output()).toContain(
      'The embedded database stopped; exiting so that the server is started again',
    );
  });

  // Needs the right to make PID namespaces (root, or unprivileged user namespaces).
  it.skipIf(!canRunAsPid1)(
    'restarts as PID 1 after a SIGKILL, and still refuses a second live server in another container',
    async ({ startServer }) => {
      const crashed = await startServer({ wrapper: AS_PID_1 });
      const lock = fs.readFileSync(path.join(crashed.dataDir, 'server.lock'), 'utf8');
      expect(/^\d+$/.test(lock) ? Number(lock) : JSON.parse(lock).pid).toBe(1);
      await crashed.stop('SIGKILL');

      // The new PID 1 takes the lock over (once the dead one's heartbeat has stopped).
      const restarted = await startServer({ wrapper: AS_PID_1, dataDir: crashed.dataDir });
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);

      // Another container on the same volume while it runs: refused, however long it waits.
      const second = await startServer({ wrapper: AS_PID_1, dataDir: crashed.dataDir, waitForReady: false });
      const code = await new Promise<number | null>((resolve) => second.process.on('exit', resolve));
      expect(code).toBe(1);
      expect(second.output()).toMatch(/data directory .* is in use by another server \(pid 1\)/);
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
      await restarted.stop('SIGKILL');
    },
    // Two waits for a heartbeat to go stale (about 20 s each) on top of three start-ups.
    240_000,
  );

  it('loses no acknowledged account when killed with SIGKILL during signups', async ({ startServer }) => {
    const server = await startServer();
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
