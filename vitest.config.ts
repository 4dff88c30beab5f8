import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests beside the code and API tests through app.inject, each file on its own fresh database.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'test/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
