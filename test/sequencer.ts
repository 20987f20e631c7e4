import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took in a full run (test/durations.json; refresh it from an embedded run with
 * `node scripts/test-durations.mjs <vitest JSON report>` when files are added or change much).
 */
const durations = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<string, number>;

/**
 * Longest files first, so that the two workers finish together instead of one running a long file (a 100,000-ticket
 * export, a browser suite) alone at the end. Vitest's own cache of the last run on this machine decides when it
 * knows the file; on a fresh clone (no cache) the committed durations do; files in neither run last, larger first.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const cache = this.ctx.cache;
    const weight = (file: TestSpecification): number => {
      const path = relative(root, file.moduleId);
      const cached = cache.getFileTestResults(`${file.project.name}:${path}`)?.duration;
      if (cached !== undefined) return cached / 1000;
      const committed = durations[path];
      if (committed !== undefined) return committed;
      // Unknown: after every known file, larger files first (sizes in bytes, far below any known weight's reach).
      return -1 / (1 + (cache.getFileStats(`${file.project.name}:${path}`)?.size ?? 0));
    };
    return [...files].map((file) => ({ file, weight: weight(file) })).sort((a, b) => b.weight - a.weight).map(({ file }) => file);
  }
}
