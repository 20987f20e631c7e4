// Writes test/durations.json (seconds per test file, read by test/sequencer.ts to start the longest files first) from
// a vitest JSON report: `CI=1 npx vitest run --reporter=default --reporter=json --outputFile.json=/tmp/report.json`,
// then `node scripts/test-durations.mjs /tmp/report.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const root = new URL('..', import.meta.url).pathname;
const durations = Object.fromEntries(
  report.testResults
    .map((file) => [relative(root, file.name), Math.max(0, Math.round((file.endTime - file.startTime) / 100) / 10)])
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
);
writeFileSync(new URL('../test/durations.json', import.meta.url), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`test/durations.json: ${Object.keys(durations).length} files`);
