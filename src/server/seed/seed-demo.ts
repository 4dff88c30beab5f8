// Loads the demo catalogue into an empty database (SEED_DEMO). The catalogue itself is defined by
// the products feature; until it exists there is nothing to load.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';

export async function seedDemoIfEmpty(_db: Database, _log: FastifyBaseLogger): Promise<void> {}
