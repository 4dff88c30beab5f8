// Reads the environment once, at start-up (DESIGN.md §2). Everything else receives a Config.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COMPANY } from '@/contract/site';
import { TOKEN_SECRET_MIN_LENGTH } from './lib/private-links';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  rateLimits: boolean;
  publicUrl: string;
  logLevel: string;
  production: boolean;
  trustProxy: boolean;
  /**
   * Where the built single-page app lives (WEB_DIR, default ./dist/web). Without an index.html there
   * the site serves the API only; the tests leave it unset.
   */
  webDir?: string;
  gaMeasurementId?: string;
  /**
   * The SMTP server outgoing mail goes to (SMTP_URL, smtp:// or smtps://, with credentials). Unset,
   * mail stays queued in the outbox and the admin area shows it.
   */
  smtpUrl?: string;
  /** The From address of every mail (MAIL_FROM). */
  mailFrom: string;
  /** Days a sent mail's bodies and attachment are kept before they are removed (MAIL_RETENTION_DAYS). */
  mailRetentionDays: number;
  /**
   * The key private links' tokens are derived from (lib/private-links.ts): TOKEN_SECRET, or for the
   * embedded database a random one kept in DATA_DIR/token-secret. Never stored in the database.
   */
  tokenSecret: string;
  /**
   * The bearer token /metrics asks for (METRICS_TOKEN). Unset, /metrics answers only callers on this
   * machine or the private network that ask it directly.
   */
  metricsToken?: string;
  /**
   * How long a stopping instance answers /api/ready with 503 before it closes (SHUTDOWN_DRAIN_MS, 0
   * by default): long enough for a load balancer's health check to take it out, so no request
   * reaches it while it closes.
   */
  shutdownDrainMs?: number;
};

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** Without MAIL_FROM: the company's name at no-reply@ the site's own host name. */
const defaultMailFrom = (publicUrl: string) =>
  `"${COMPANY.shortName}" <no-reply@${new URL(publicUrl).hostname}>`;

/** SMTP_URL, checked at start-up: a typo should stop the server, not lose mail to nowhere. */
function smtpUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^smtps?:\/\/[^/\s]+/i.test(url) || !URL.canParse(url)) {
    throw new Error(
      'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465',
    );
  }
  return url;
}

/** MAIL_RETENTION_DAYS: a whole number of days, at least 1. */
function retentionDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 30;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error('MAIL_RETENTION_DAYS must be a whole number of days, 1 or more');
  }
  return days;
}

export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * TOKEN_SECRET, checked; without it, the embedded database's own secret in DATA_DIR (made on the
 * first start, readable by this user only). Servers sharing a PostgreSQL database must all derive
 * the same tokens and have no shared directory, so DATABASE_URL requires TOKEN_SECRET.
 */
function tokenSecret(value: string | undefined, dataDir: string, databaseUrl: string | undefined): string {
  const secret = value?.trim();
  if (secret) {
    if (secret.length < TOKEN_SECRET_MIN_LENGTH) {
      throw new Error(
        `TOKEN_SECRET must be at least ${TOKEN_SECRET_MIN_LENGTH} characters (for example: openssl rand -hex 32)`,
      );
    }
    return secret;
  }
  if (databaseUrl) {
    throw new Error(
      'TOKEN_SECRET must be set with DATABASE_URL, the same on every server (for example: openssl rand -hex 32)',
    );
  }
  const file = path.join(dataDir, TOKEN_SECRET_FILE);
  if (!fs.existsSync(file)) {
    // Written aside and linked into place, so a process starting at the same moment reads a whole
    // secret (the one linked first), never a half-written file.
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < TOKEN_SECRET_MIN_LENGTH) {
    throw new Error(`${file} does not hold a secret: remove it to have a new one made, or set TOKEN_SECRET`);
  }
  return stored;
}

/** METRICS_TOKEN, checked at start-up: a short token is a guessable one. */
function metricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  return token;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, !databaseUrl),
    rateLimits: env.RATE_LIMITS !== 'off',
    publicUrl,
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: flag(env.TRUST_PROXY, false),
    webDir: path.resolve(env.WEB_DIR || './dist/web'),
    gaMeasurementId: env.GA_MEASUREMENT_ID || undefined,
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || defaultMailFrom(publicUrl),
    mailRetentionDays: retentionDays(env.MAIL_RETENTION_DAYS),
    tokenSecret: tokenSecret(env.TOKEN_SECRET, dataDir, databaseUrl),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownDrainMs: Math.max(0, Number.parseInt(env.SHUTDOWN_DRAIN_MS ?? '', 10) || 0),
  };
}

/** A configuration for tests and scripts: nothing listens, no rate limits, no demo data. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    seedDemo: false,
    rateLimits: false,
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    production: false,
    trustProxy: false,
    mailFrom: defaultMailFrom('http://localhost:3000'),
    mailRetentionDays: 30,
    tokenSecret: randomBytes(32).toString('hex'),
    ...overrides,
  };
}
