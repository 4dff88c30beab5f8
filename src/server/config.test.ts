import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('mail configuration', () => {
  it('reads SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: ' smtps://sales%40meghna.example:p%40ss@mail.example.com:465 ',
      MAIL_FROM: '"Meghna Chemicals" <sales@meghna.example>',
    });
    expect(config.smtpUrl).toBe('smtps://sales%40meghna.example:p%40ss@mail.example.com:465');
    expect(config.mailFrom).toBe('"Meghna Chemicals" <sales@meghna.example>');
  });

  it('sends nothing without SMTP_URL, and writes from no-reply at the site host', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://www.meghnachemicals.com.bd/' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('"Meghna Chemicals" <no-reply@www.meghnachemicals.com.bd>');
  });

  it('stops at start-up on an SMTP_URL that is not one', () => {
    for (const SMTP_URL of ['mail.example.com:587', 'http://mail.example.com', 'smtp://']) {
      expect(() => loadConfig({ SMTP_URL }), SMTP_URL).toThrow(/SMTP_URL must look like smtp:\/\//);
    }
  });

  it('reads METRICS_TOKEN, and stops at start-up on one too short to be safe', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef0123 ' }).metricsToken).toBe('0123456789abcdef0123');
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
