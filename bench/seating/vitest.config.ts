import { defineConfig } from 'vitest/config';

// `npx vitest run --config bench/seating/vitest.config.ts` (add TEST_DATABASE_URL for PostgreSQL): the seat hot paths'
// timings at a 20,000-seat plan (bench/seating/hot-paths.bench-test.ts), on the test databases' template.
export default defineConfig({
  test: {
    include: ['bench/seating/*.bench-test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
