// Reads the environment once, at start-up (DESIGN.md §2). Everything else receives a Config.
import path from 'node:path';

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
};

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, !databaseUrl),
    rateLimits: env.RATE_LIMITS !== 'off',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: flag(env.TRUST_PROXY, false),
    webDir: path.resolve(env.WEB_DIR || './dist/web'),
    gaMeasurementId: env.GA_MEASUREMENT_ID || undefined,
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
    ...overrides,
  };
}
