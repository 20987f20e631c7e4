import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import jsQRImport from 'jsqr';
import sharp from 'sharp';
import { expect } from 'vitest';

/** What the browser suites share: the built web app, the axe check with its screenshot, reading a QR code on screen. */

/** Builds the web app with Vite into a new temporary folder (the server's WEB_DIR) and answers it. */
export async function buildWebApp(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `convene-${prefix}-`));
  await build({ configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)), logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  return dir;
}

/** Writes a full-page screenshot `<dir>/<name>.png` and expects axe to find no serious or critical violation. */
export async function expectAccessible(page: Page, dir: string, name: string): Promise<void> {
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`), name).toEqual([]);
}

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS with a default export in its types: the function is the default or the module itself.
const jsQR = ((jsQRImport as unknown as { default?: Decode }).default ?? jsQRImport) as unknown as Decode;

/** The text of the QR code on screen, decoded with jsQR from a screenshot of the element (what a camera would see). */
export async function readQrOnScreen(page: Page, selector: string): Promise<string | null> {
  const png = await page.locator(selector).first().screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}
