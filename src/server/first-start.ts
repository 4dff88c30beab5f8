// What a start does to a database before serving it: the admin bootstrap, then the demo catalogue
// when asked for. Both check whether they are needed and then act, so they run under the start
// lock (db/client.ts) that the migrations run under: instances started together on one PostgreSQL
// database create one administrator (whose printed password is the one that works) and load the
// demo catalogue once.
import type { FastifyInstance } from 'fastify';
import { withStartLock } from './db/client';
import { bootstrapAdmin } from './features/auth/bootstrap-admin';
import { seedDemoIfEmpty } from './seed/seed-demo';

export async function prepareDatabase(app: FastifyInstance, announce: (text: string) => void) {
  const { config, db } = app;
  const seeded = await withStartLock(db, async () => {
    await bootstrapAdmin(db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      announce,
    });
    return config.seedDemo ? seedDemoIfEmpty(db, app.log) : false;
  });
  // Instances already serving learn of the new catalogue, and of an administrator made or promoted
  // (staff alerts go to every admin unless the mail settings name recipients).
  if (seeded) await app.changes.publish(db, { kind: 'catalogue' });
  await app.changes.publish(db, { kind: 'staff' });
}
