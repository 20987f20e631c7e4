import { randomBytes } from 'node:crypto';

/**
 * JSON passed through verbatim: the client's own text of a value (key order, integer-like keys, number spelling),
 * which a JSON.parse / JSON.stringify round trip would not keep.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `JSON.stringify(value)`, with every RawJson inside written as its text unchanged. */
export function stringifyWithRaw(value: unknown): string {
  const raws: string[] = [];
  const tag = randomBytes(8).toString('hex');
  const out = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000${tag}:${raws.length - 1}`;
    }
    return v;
  });
  if (raws.length === 0) return out;
  return out.replace(new RegExp(`"\\\\u0000${tag}:(\\d+)"`, 'g'), (_m, i: string) => raws[Number(i)]!);
}

/**
 * The text of the top-level member `key` of a JSON object text (the last one, as JSON.parse keeps the last of
 * duplicate keys), or undefined when it is absent. The text must be valid JSON (it was parsed already).
 */
export function rawMember(text: string, key: string): string | undefined {
  let i = skipWs(text, 0);
  if (text[i] !== '{') return undefined;
  i = skipWs(text, i + 1);
  let found: string | undefined;
  while (i < text.length && text[i] !== '}') {
    const keyEnd = stringEnd(text, i);
    const name = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipWs(text, skipWs(text, keyEnd) + 1); // past the colon
    const valueEnd = valueEndAt(text, i);
    if (name === key) found = text.slice(i, valueEnd);
    i = skipWs(text, valueEnd);
    if (text[i] === ',') i = skipWs(text, i + 1);
  }
  return found;
}

function skipWs(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  return i;
}

/** `text[i]` is an opening quote; the index just past the closing one. */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

function valueEndAt(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    let j = i;
    while (j < text.length) {
      const ch = text[j];
      if (ch === '"') {
        j = stringEnd(text, j);
        continue;
      }
      if (ch === '{' || ch === '[') depth++;
      else if (ch === '}' || ch === ']') depth--;
      j++;
      if (depth === 0) return j;
    }
    return j;
  }
  let j = i;
  while (j < text.length && !',}] \n\r\t'.includes(text[j]!)) j++;
  return j;
}
