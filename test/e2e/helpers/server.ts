// Starts the built site (dist/) as a real process on a free port with its own data directory,
// as a user would run it. `npm run test:e2e` builds first.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = {
  url: string;
  dataDir: string;
  admin: { email: string; password: string };
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    waitForReady?: boolean;
    /** A command the server runs under, e.g. `unshare ...` to start it as PID 1 like in a container. */
    wrapper?: string[];
    /** The checkout whose build to run (the current directory by default). */
    cwd?: string;
    /** How long it may take to answer /api/health (a busy machine compiles the database slowly). */
    readyWithinMs?: number;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-e2e-'));
  const admin = { email: 'admin@example.com', password: 'admin-password-123' };
  const [command, ...args] = [...(options.wrapper ?? []), process.execPath, 'dist/server/main.js'];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    dataDir,
    admin,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitForReady === false) return server;

  const deadline = Date.now() + (options.readyWithinMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}
