// The files in deploy/ run as the README's "Deploy" section runs them, with only what must differ on
// a test machine substituted: ports, directories, secrets and the database. The app instances get
// the settings of deploy/env.example and the ExecStart of deploy/catalogue@.service; Caddy runs
// deploy/Caddyfile itself, as a child process with its own directories and no admin API, so it
// needs neither root nor the system's directories. Used by test/deploy/proxy.test.ts and the bench.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DEPLOY_DIR = path.resolve(import.meta.dirname, '../../deploy');
const CHECKOUT = path.dirname(DEPLOY_DIR);

export const hasCaddy = spawnSync('caddy', ['version']).status === 0;

export type Child = {
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

function run(command: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd?: string }): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** KEY=VALUE lines of an environment file, as systemd's EnvironmentFile= reads them. */
export function readEnvironmentFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]] = match[2].trim().replace(/^"(.*)"$/, '$1');
  }
  return env;
}

/** The variables and the command of the instance unit's `ExecStart=/usr/bin/env K=V ... command`. */
export function instanceCommand(port: number) {
  const unit = fs.readFileSync(path.join(DEPLOY_DIR, 'catalogue@.service'), 'utf8');
  const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1];
  const workingDirectory = /^WorkingDirectory=(.*)$/m.exec(unit)?.[1];
  if (!execStart || !workingDirectory)
    throw new Error('catalogue@.service has no ExecStart or WorkingDirectory');
  const words = execStart.replaceAll('%i', String(port)).split(/\s+/);
  if (words[0] !== '/usr/bin/env')
    throw new Error(`ExecStart is expected to start with /usr/bin/env: ${execStart}`);
  const env: Record<string, string> = {};
  let i = 1;
  for (; i < words.length && words[i].includes('='); i++) {
    const [key, ...value] = words[i].split('=');
    env[key] = value.join('=');
  }
  return { env, command: words[i], args: words.slice(i + 1), workingDirectory };
}

export type Instance = Child & { port: number; url: string };

/** One app instance as catalogue@<port>.service starts it, from the built dist/. */
export async function startInstance(port: number, settings: Record<string, string>): Promise<Instance> {
  const unit = instanceCommand(port);
  const env = { ...readEnvironmentFile(path.join(DEPLOY_DIR, 'env.example')), ...settings, ...unit.env };
  // The unit runs Debian's /usr/bin/node in /opt/catalogue: here, this Node in this checkout.
  const command = unit.command.endsWith('/node') ? process.execPath : unit.command;
  const child = run(command, unit.args, { env: { PATH: process.env.PATH, ...env }, cwd: CHECKOUT });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`, child);
  return { ...child, port, url };
}

export type RunningProxy = Child & { url: string };

/** The environment deploy/Caddyfile reads for a proxy on a local port in front of these instances. */
export function proxyEnvironment(port: number, upstreams: number[], dir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    // Caddy keeps its state (certificates, autosave) under these; a test's own directory.
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    // Plain HTTP on a local port: no certificate is asked for.
    CATALOGUE_SITE: `http://127.0.0.1:${port}`,
    CATALOGUE_UPSTREAMS: upstreams.map((upstream) => `127.0.0.1:${upstream}`).join(' '),
    CADDY_ADMIN: 'off',
    CADDY_ACCESS_LOG: path.join(dir, 'access.log'),
  };
}

/** `caddy validate` on deploy/Caddyfile with this environment: its output, or an error. */
export function validateProxy(env: NodeJS.ProcessEnv) {
  const result = spawnSync(
    'caddy',
    ['validate', '--config', path.join(DEPLOY_DIR, 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      env,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`caddy validate failed:\n${result.stdout}${result.stderr}`);
  return result.stdout + result.stderr;
}

export async function startProxy(port: number, upstreams: number[], dir: string): Promise<RunningProxy> {
  const env = proxyEnvironment(port, upstreams, dir);
  validateProxy(env);
  const child = run(
    'caddy',
    [
      'run',
      '--config',
      path.join(DEPLOY_DIR, 'Caddyfile'),
      '--adapter',
      'caddyfile',
      '--pidfile',
      path.join(dir, 'caddy.pid'),
    ],
    { env, cwd: dir },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { ...child, url };
}

async function waitFor(url: string, child: Child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`${url}: the process exited early:\n${child.output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await child.stop('SIGKILL');
  throw new Error(`${url} did not answer 200 within 60 s:\n${child.output()}`);
}

/** A fresh database on the server of `serverUrl`, dropped again by `drop`. */
export async function freshDatabase(serverUrl: string, name: string) {
  const pg = (await import('pg')).default;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`drop database if exists ${name} with (force)`);
  await query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => query(`drop database if exists ${name} with (force)`) };
}
