import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, TOKEN_SECRET_FILE } from './config';

// A secret, so loading a configuration writes nothing into the working directory.
const SECRET = { TOKEN_SECRET: 'x'.repeat(64) };

describe('mail configuration', () => {
  it('reads SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      ...SECRET,
      SMTP_URL: ' smtps://sales%40meghna.example:p%40ss@mail.example.com:465 ',
      MAIL_FROM: '"Meghna Chemicals" <sales@meghna.example>',
    });
    expect(config.smtpUrl).toBe('smtps://sales%40meghna.example:p%40ss@mail.example.com:465');
    expect(config.mailFrom).toBe('"Meghna Chemicals" <sales@meghna.example>');
  });

  it('sends nothing without SMTP_URL, and writes from no-reply at the site host', () => {
    const config = loadConfig({ ...SECRET, PUBLIC_URL: 'https://www.meghnachemicals.com.bd/' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('"Meghna Chemicals" <no-reply@www.meghnachemicals.com.bd>');
  });

  it('stops at start-up on an SMTP_URL that is not one', () => {
    for (const SMTP_URL of ['mail.example.com:587', 'http://mail.example.com', 'smtp://']) {
      expect(() => loadConfig({ ...SECRET, SMTP_URL }), SMTP_URL).toThrow(
        /SMTP_URL must look like smtp:\/\//,
      );
    }
  });

  it('reads METRICS_TOKEN, and stops at start-up on one too short to be safe', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef0123 ' }).metricsToken).toBe('0123456789abcdef0123');
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});

describe('mail retention', () => {
  it('keeps sent mail 30 days unless MAIL_RETENTION_DAYS says otherwise, and refuses what is not a day count', () => {
    expect(loadConfig(SECRET).mailRetentionDays).toBe(30);
    expect(loadConfig({ ...SECRET, MAIL_RETENTION_DAYS: '7' }).mailRetentionDays).toBe(7);
    for (const MAIL_RETENTION_DAYS of ['0', '-3', '2.5', 'soon']) {
      expect(() => loadConfig({ ...SECRET, MAIL_RETENTION_DAYS }), MAIL_RETENTION_DAYS).toThrow(
        /MAIL_RETENTION_DAYS must be a whole number of days/,
      );
    }
  });
});

describe('the token secret', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'token-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes TOKEN_SECRET, and refuses one too short to be a secret', () => {
    expect(loadConfig({ TOKEN_SECRET: ` ${'s'.repeat(40)} ` }).tokenSecret).toBe('s'.repeat(40));
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(
      /TOKEN_SECRET must be at least 32 characters/,
    );
  });

  it('requires TOKEN_SECRET with DATABASE_URL, where every server must derive the same tokens', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/catalogue' })).toThrow(
      /TOKEN_SECRET must be set with DATABASE_URL/,
    );
    expect(loadConfig({ ...SECRET, DATABASE_URL: 'postgres://db.example/catalogue' }).tokenSecret).toBe(
      SECRET.TOKEN_SECRET,
    );
  });

  it('makes the embedded database its own secret in DATA_DIR, private to its user, and keeps it', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR }).tokenSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(DATA_DIR, TOKEN_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(DATA_DIR)).toEqual([TOKEN_SECRET_FILE]);
    expect(loadConfig({ DATA_DIR }).tokenSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).tokenSecret).not.toBe(first);
  });
});
