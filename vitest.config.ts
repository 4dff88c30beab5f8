import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests beside the code, and API tests through app.inject, each file on its own fresh database
// (test/helpers/api.ts): embedded PGlite always, and a real PostgreSQL server too when
// TEST_DATABASE_URL names one. Each file's database is a copy of one migrated once per run
// (test/global-setup.ts). API test files share their worker processes (isolate: false): each file
// starts and closes its own app and database, so what a worker keeps between files is only the
// modules it has loaded, which every file would otherwise load again.
// Component tests (*.test.tsx beside web components) run in a simulated DOM, without a database.
// React's API is rendered by Preact (vite.config.ts): component tests render with it too.
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
  'use-sync-external-store/shim/index.js': fileURLToPath(
    new URL('./src/web/lib/sync-external-store.ts', import.meta.url),
  ),
  // Its ES module build, which the aliases reach (Node's condition would pick its CommonJS build).
  'lucide-react': 'lucide-react/dist/esm/lucide-react.mjs',
};
const postgresUrl = process.env.TEST_DATABASE_URL;
const MOCKING_FILES = ['test/api/page-reads.test.ts'];

export default defineConfig({
  // Translation catalogs imported with "?lingui" (the pages the server renders) arrive compiled.
  plugins: [lingui()],
  resolve: { alias },
  test: {
    // Libraries that import React go through the aliases too, not to React from node_modules.
    server: {
      deps: {
        inline: [
          /@tanstack[\\/]react-/,
          /@lingui[\\/]react/,
          /react-hook-form/,
          /wouter/,
          /lucide-react/,
          /react-hot-toast/,
        ],
      },
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A file's work is mostly the embedded database's, on the CPU: one worker per core. (Vitest's own
    // default leaves a core free, which on a 2-core machine runs the files one at a time.)
    // VITEST_MAX_WORKERS overrides it on a machine shared with other work.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true as const,
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: ['test/api/**/*.test.ts'],
          env: { TEST_DATABASE_URL: '' },
          globalSetup: ['test/global-setup.ts'],
          isolate: false,
          exclude: MOCKING_FILES,
        },
      },
      {
        // A file that replaces a module with vi.mock needs a worker of its own: in a shared one the
        // module may already be loaded, unreplaced, by an earlier file.
        extends: true as const,
        test: {
          name: 'pglite-isolated',
          include: MOCKING_FILES,
          env: { TEST_DATABASE_URL: '' },
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['test/api/**/*.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl },
                globalSetup: ['test/global-setup.ts'],
                isolate: false,
                exclude: MOCKING_FILES,
              },
            },
          ]
        : []),
    ],
  },
});
