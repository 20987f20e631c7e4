import { cp, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import jsQRImport from 'jsqr';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { sharedWebBuild } from './web-build-path.js';

/** What the browser suites share: the built web app, the axe check with its screenshot, reading a QR code on screen. */

/**
 * The run's one Vite build of the web app: the first test file to ask builds it (a lock directory decides which),
 * the others wait for its marker. A build takes seconds of CPU; each browser suite building its own cost minutes.
 */
async function sharedBuild(): Promise<string> {
  const dir = sharedWebBuild(inject('runId'));
  try {
    await mkdir(`${dir}.lock`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const deadline = Date.now() + 180_000;
    for (;;) {
      const marks = await readdir(dir).catch(() => [] as string[]);
      if (marks.includes('.built')) return dir;
      if (marks.includes('.failed')) throw new Error(`the shared web build in ${dir} failed in another test file`);
      if (Date.now() > deadline) throw new Error(`the shared web build in ${dir} did not finish in 180 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    await build({ configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)), logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
    await writeFile(join(dir, '.built'), '');
  } catch (err) {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, '.failed'), String(err));
    throw err;
  }
  return dir;
}

/**
 * The built web app in a new temporary folder of this test file's own (the server's WEB_DIR; the file may write
 * into it and remove it): a copy of the run's one build.
 */
export async function buildWebApp(prefix: string): Promise<string> {
  const shared = await sharedBuild();
  const dir = await mkdtemp(join(tmpdir(), `convene-${prefix}-`));
  await cp(shared, dir, { recursive: true, filter: (source) => !source.endsWith('.built') });
  return dir;
}

/** Debian's Chromium (CHROMIUM_PATH elsewhere). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with the suites' usual switches (no sandbox, GPU, QUIC or background traffic), plus `extra`. */
export function launchChromium(extra: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extra],
  });
}

/**
 * axe's serious and critical violations on the page as it is, `"<rule>: <help> (<nodes>)"`. Every rule runs; two
 * settings only spare work whose result nobody reads (0.4 s a scan instead of 1 s): legacy mode runs axe in the page
 * itself instead of opening a blank page per scan to merge frames' partial results (the app has no frames), and
 * `resultTypes: ['violations']` keeps one example node of each passed or inapplicable rule instead of all of them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Writes a full-page screenshot `<dir>/<name>.png` and expects axe to find no serious or critical violation. */
export async function expectAccessible(page: Page, dir: string, name: string): Promise<void> {
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  expect(await axeViolations(page), name).toEqual([]);
}

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS with a default export in its types: the function is the default or the module itself.
const jsQR = ((jsQRImport as unknown as { default?: Decode }).default ?? jsQRImport) as unknown as Decode;

/** The text of a QR code in RGBA pixels (jsQR), or null. */
export const decodeQr = (data: Uint8ClampedArray, width: number, height: number): string | null => jsQR(data, width, height)?.data ?? null;

/** The text of the QR code on screen, decoded with jsQR from a screenshot of the element (what a camera would see). */
export async function readQrOnScreen(page: Page, selector: string): Promise<string | null> {
  const png = await page.locator(selector).first().screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodeQr(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
}
