import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiImport, { type Bidi } from 'bidi-js';

/**
 * Right-to-left text in pdfkit (the invoice PDF). pdfkit shapes Persian through fontkit (joining forms, the lam-alef
 * ligature) but lays a line out word by word in logical order, so a Persian sentence comes out with its words
 * left to right, and a run fontkit takes for Arabic script (Persian digits too) is reversed whole. Here each line goes
 * through the Unicode Bidirectional Algorithm (bidi-js): it is cut into runs of one embedding level, the runs are
 * put in visual order (rule L2), mirrored characters swapped in right-to-left runs (L4), and each run is drawn
 * alone, laid out whole (`features: []`), so fontkit reverses exactly the runs that read right to left.
 */

const require = createRequire(import.meta.url);
// bidi-js is CommonJS (`module.exports = bidiFactory`) typed as an ES module: under NodeNext its default import is
// typed as the module, while Node (and Vite, through its `module` build) hand over the factory itself.
const bidiFactory = bidiImport as unknown as () => Bidi;
const bidi = bidiFactory();

/** Vazirmatn (OFL, the `vazirmatn` package): Persian and Latin glyphs, read from node_modules once. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export function vazirmatn(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf')),
    bold: readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf')),
  };
  return fonts;
}

export type Direction = 'ltr' | 'rtl';

/** The part of PDFKit.PDFDocument this file uses. */
interface Doc {
  x: number;
  y: number;
  page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
  widthOfString(text: string, options?: PDFKit.Mixins.TextOptions): number;
  currentLineHeight(includeGap?: boolean): number;
  text(text: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions): unknown;
  addPage(): unknown;
}

const WHOLE: PDFKit.Mixins.TextOptions = { lineBreak: false, features: [] };
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}]/u;

/** Whether fontkit lays `text` out right to left: it goes by the first character of a script (not Common). */
function fontkitRtl(text: string): boolean {
  const first = SCRIPTED.exec(text);
  return first !== null && RTL_SCRIPT.test(first[0]);
}

export const hasRtl = (text: string) => RTL_SCRIPT.test(text);

/** One line's runs in visual order (left to right), each as fontkit must be given it. */
export function visualRuns(line: string, direction: Direction): string[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const chars = [...line];
  // Code-point indices map to UTF-16 indices of `levels`.
  const runs: Array<{ level: number; text: string }> = [];
  let unit = 0;
  for (const ch of chars) {
    const level = levels[unit]!;
    const shown = mirrored.get(unit) ?? ch;
    unit += ch.length;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += shown;
    else runs.push({ level, text: shown });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  // A run reads right to left when its level is odd; fontkit reverses a run by its script. Where the two disagree
  // (Persian digits, which are Arabic script, in a left-to-right number; neutrals alone in a right-to-left run), the
  // run is handed over reversed, so fontkit's order is the visual one.
  return runs.map((r) => (r.level % 2 === 1) === fontkitRtl(r.text) ? r.text : [...r.text].reverse().join(''));
}

/**
 * Writes `text` as a paragraph in `direction` (right-aligned for `rtl`), wrapped at the margins, and moves the
 * cursor below it. Text without right-to-left characters in an `ltr` paragraph goes through the same path.
 */
export function paragraph(doc: Doc, text: string, direction: Direction): void {
  const { left, right, bottom } = doc.page.margins;
  const width = doc.page.width - left - right;
  for (const line of wrap(doc, text, width)) {
    if (doc.y + doc.currentLineHeight(true) > doc.page.height - bottom) {
      doc.addPage();
    }
    const runs = visualRuns(line, direction);
    const widths = runs.map((r) => doc.widthOfString(r, WHOLE));
    const total = widths.reduce((s, w) => s + w, 0);
    let x = direction === 'rtl' ? left + width - total : left;
    const y = doc.y;
    runs.forEach((run, i) => {
      doc.text(run, x, y, WHOLE);
      x += widths[i]!;
    });
    doc.x = left;
    doc.y = y + doc.currentLineHeight(true);
  }
}

/** Greedy wrapping at spaces (a word longer than the line stays whole). */
function wrap(doc: Doc, text: string, width: number): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && doc.widthOfString(next, WHOLE) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current || !lines.length) lines.push(current);
  return lines;
}
