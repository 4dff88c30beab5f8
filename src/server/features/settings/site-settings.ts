// The site's display settings (site_settings, key SITE_NUMERALS_SETTING), kept in the process: every
// page rendering reads them, so they are read from the database once at start; saving them publishes
// a 'settings' change carrying them (lib/change-bus.ts), which every instance takes as its copy.
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
        const saved = { numerals: settings.numerals };
        const previous = current;
        try {
          await app.db.transaction(async (tx) => {
            await saveSetting(tx, SITE_NUMERALS_SETTING, saved.numerals);
            await app.changes.publish(tx, { kind: 'settings', settings: saved });
          });
        } catch (error) {
          // This instance hears its own change when the transaction ends, committed or not.
          current = previous;
          throw error;
        }
        current = saved;
        return saved;
      },
    });
    app.changes.subscribe('settings', async (change) => {
      // After missed changes, the database says what they were.
      current = change ? change.settings : { numerals: await readNumerals(app.db) };
    });
  },
  { name: 'site-settings', dependencies: ['change-bus'] },
);
