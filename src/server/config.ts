// Reads the environment once, at start-up (DESIGN.md §2). Everything else receives a Config.
import path from 'node:path';
import { COMPANY } from '@/contract/site';

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
  /**
   * The bearer token /metrics asks for (METRICS_TOKEN). Unset, /metrics answers only callers on this
   * machine or the private network that ask it directly.
   */
  metricsToken?: string;
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
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
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
    metricsToken: metricsToken(env.METRICS_TOKEN),
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
    ...overrides,
  };
}
