// `npm run seed`: loads the demo catalogue into the configured database if it has no products.
import pino from 'pino';
import { loadConfig } from '@/server/config';
import { openDatabase, withStartLock } from '@/server/db/client';
import { seedDemoIfEmpty } from './seed-demo';

const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase(config);
try {
  // Under the start lock: an instance starting meanwhile with SEED_DEMO=true does not load it too.
  await withStartLock(database.db, () => seedDemoIfEmpty(database.db, log));
} finally {
  await database.close();
}
