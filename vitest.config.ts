import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Files after files in one fork per worker (no isolation): the app graph and the embedded database's WebAssembly
    // are imported once per worker, not once per file (a full embedded run on 2026-12-04: import 42 s instead of
    // 600 s, 17 min instead of 24). Tests must not rely on a fresh module state: caches are given per database
    // handle (storage/repositories), never kept in a module, and each file stops what it started.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
