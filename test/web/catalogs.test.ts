import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// CONTRACT 17: every string a person reads comes from a catalog (web/src/i18n/locales/<lang>/<namespace>.json).
// A key missing from one language, a key used in web/src that no catalog has, or text written into a component
// fails here. No browser needed.
const src = fileURLToPath(new URL('../../web/src/', import.meta.url));
const localesDir = join(src, 'i18n/locales');
const languages = readdirSync(localesDir).sort();

function catalog(lang: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.json'))) {
    const ns = file.slice(0, -'.json'.length);
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as Record<string, unknown>)) {
      keys.set(`${ns}:${key}`, String(value));
    }
  }
  return keys;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts') ? [join(dir, d.name)] : [],
  );
}

/** Attributes a person reads (or hears). */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label']);
/** A string that reads as words: two letters or more (CSS classes, ids and codes are in `class`, `id` … attributes or arguments). */
const wordy = /\p{L}{2,}/u;
/** Calls whose string arguments are catalog keys. */
const KEY_CALLS = new Set(['t', 'parts']);

interface Found {
  keys: Array<{ key: string; where: string }>;
  prefixes: Array<{ prefix: string; where: string }>;
  texts: string[];
}

function scan(file: string): Found {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Found = { keys: [], prefixes: [], texts: [] };
  const where = (node: ts.Node) => `${relative(src, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const keyArg = (arg: ts.Expression | undefined, node: ts.Node) => {
    if (!arg) return;
    if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) found.keys.push({ key: arg.text, where: where(node) });
    else if (ts.isTemplateExpression(arg)) found.prefixes.push({ prefix: arg.head.text, where: where(node) });
    else if (ts.isConditionalExpression(arg)) {
      keyArg(arg.whenTrue, node);
      keyArg(arg.whenFalse, node);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && KEY_CALLS.has(node.expression.text)) keyArg(node.arguments[0], node);
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'k' && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) found.keys.push({ key: init.text, where: where(node) });
      else if (ts.isJsxExpression(init) && init.expression) keyArg(init.expression, node);
    }
    if (ts.isJsxText(node) && wordy.test(node.text)) found.texts.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer) && wordy.test(node.initializer.text)) {
      found.texts.push(`${where(node)} ${node.name.getText()}="${node.initializer.text}"`);
    }
    // A string literal with words and a space, outside a key call, an import and a class/type attribute: a sentence.
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && /\p{L}{2,}[,.:!?…]?\s+\p{L}/u.test(node.text)) {
      const parent = node.parent;
      const inKeyCall = ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && KEY_CALLS.has(parent.expression.text);
      const inImport = ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent);
      const attr = ts.isJsxAttribute(parent) ? parent.name.getText() : null;
      const technical = attr !== null && !READ_ATTRIBUTES.has(attr);
      if (!inKeyCall && !inImport && !technical && !allowed(node.text)) found.texts.push(`${where(node)} string "${node.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Strings that are code, not prose: CSS class lists, media queries, selectors, header values. */
function allowed(text: string): boolean {
  return /^[a-z0-9 _-]+$/.test(text) && !/\s(the|a|to|of|and|or|is|in|for)\s/.test(` ${text} `);
}


const catalogs = Object.fromEntries(languages.map((l) => [l, catalog(l)]));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('web app catalogs', () => {
  it('speaks fa and en', () => {
    expect(languages).toEqual(['en', 'fa']);
  });

  it('has every key in every language, with the same placeholders', () => {
    const all = new Set(languages.flatMap((l) => [...catalogs[l]!.keys()].map(baseKey)));
    const problems: string[] = [];
    for (const key of all) {
      for (const l of languages) {
        const forms = [...catalogs[l]!.keys()].filter((k) => baseKey(k) === key);
        if (!forms.length) problems.push(`${l} lacks ${key}`);
        if (forms.some((k) => !catalogs[l]!.get(k)!.trim())) problems.push(`${l} has an empty ${key}`);
      }
      const sets = languages.map((l) => [...catalogs[l]!.entries()].filter(([k]) => baseKey(k) === key).flatMap(([, v]) => placeholders(v)));
      const [first, ...rest] = sets.map((s) => [...new Set(s)].sort().join(','));
      for (const other of rest) if (other !== first) problems.push(`${key}: placeholders differ between languages (${sets.map((s) => s.join(',')).join(' / ')})`);
    }
    expect(problems).toEqual([]);
  });

  it('has every key the code uses, and no text written into a component', () => {
    const keys = new Set(languages.flatMap((l) => [...catalogs[l]!.keys()].map(baseKey)));
    const missing: string[] = [];
    const texts: string[] = [];
    for (const file of sources(src)) {
      const found = scan(file);
      for (const { key, where } of found.keys) if (!keys.has(key)) missing.push(`${where} ${key}`);
      for (const { prefix, where } of found.prefixes) if (![...keys].some((k) => k.startsWith(prefix))) missing.push(`${where} ${prefix}…`);
      texts.push(...found.texts);
    }
    expect(missing).toEqual([]);
    expect(texts).toEqual([]);
  });

  it('uses logical CSS properties, not left and right', () => {
    const css = readFileSync(join(src, 'app.css'), 'utf8');
    expect(css.match(/[^\n]*\b(margin|padding|border)-(left|right)\b[^\n]*|[^\n]*\b(left|right)\s*:[^\n]*|[^\n]*text-align:\s*(left|right)[^\n]*|[^\n]*float:\s*(left|right)[^\n]*/g) ?? []).toEqual([]);
  });
});
