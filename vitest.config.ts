import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker runs file after file with the modules it already loaded (the app graph, the embedded database's
    // WebAssembly): importing them again for every file cost a third of the run. Files share no state through them:
    // each has its own database and servers, and what a module remembers is kept per context or per database handle.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
