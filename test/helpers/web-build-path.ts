import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where a run's one build of the web app lives (test/helpers/browser.ts builds it; global-setup.ts removes it). */
export const sharedWebBuild = (runId: string) => join(tmpdir(), `convene-web-${runId}`);
