// The site's display settings (site_settings, key SITE_NUMERALS_SETTING), kept in the process: every
// page rendering reads them, so they are read from the database once at start and again when an
// admin saves them (a server sharing PostgreSQL with others sees another's change after a restart).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteSettings } from '@/contract/site-settings';
import { DEFAULT_NUMERALS, NUMERALS, type Numerals } from '@/i18n/figures';
import type { Database } from '@/server/db/client';
import { readSetting, saveSetting } from './setting-repository';

export const SITE_NUMERALS_SETTING = 'site.numerals';

declare module 'fastify' {
  interface FastifyInstance {
    siteSettings: {
      /** The settings as last read or saved. */
      current(): SiteSettings;
      save(settings: SiteSettings): Promise<SiteSettings>;
    };
  }
}

async function readNumerals(db: Database): Promise<Numerals> {
  const stored = await readSetting(db, SITE_NUMERALS_SETTING);
  return NUMERALS.includes(stored as Numerals) ? (stored as Numerals) : DEFAULT_NUMERALS;
}

export const siteSettingsPlugin = fp(
  async (app: FastifyInstance) => {
    let current: SiteSettings = { numerals: await readNumerals(app.db) };
    app.decorate('siteSettings', {
      current: () => current,
      async save(settings: SiteSettings) {
        await saveSetting(app.db, SITE_NUMERALS_SETTING, settings.numerals);
        current = { numerals: settings.numerals };
        return current;
      },
    });
  },
  { name: 'site-settings' },
);
