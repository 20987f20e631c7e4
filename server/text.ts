import { invalid } from './errors.js';

/**
 * The one rule for user-written text, on both families and sockets: a string must be storable exactly as sent.
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate cannot be encoded as UTF-8 (it would come back as
 * U+FFFD), so both are refused (422) wherever they appear, at any depth of a JSON value.
 */
/** In `u` mode a paired surrogate is one code point, so this matches only unpaired halves. */
const LONE_SURROGATE = /\p{Cs}/u;

export type TextProblem = 'nul' | 'lone_surrogate';

export function textProblem(value: string): TextProblem | null {
  if (value.includes('\0')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'lone_surrogate';
  return null;
}

const DESCRIBE: Record<TextProblem, string> = {
  nul: 'must not contain NUL characters',
  lone_surrogate: 'must be well-formed Unicode (no lone surrogates)',
};

/** Throws 422 `invalid` naming `field` when `value` breaks the rule. */
export function checkText(value: string, field: string): void {
  const problem = textProblem(value);
  if (problem) throw invalid(field, `${field} ${DESCRIBE[problem]}.`);
}

/**
 * Scans a whole JSON value (keys and strings, every depth, without recursion) and throws 422 with the dotted
 * path of the first string that breaks the rule; `where` names the value itself.
 */
export function checkTextDeep(value: unknown, where: string): void {
  // Each entry links to its parent, so the path is only built for the string at fault.
  type Node = { value: unknown; key: string | undefined; parent: Node | undefined };
  const pathOf = (node: Node, last?: string) => {
    const parts: string[] = last === undefined ? [] : [last];
    for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) parts.unshift(n.key);
    return parts.join('.') || where;
  };
  const stack: Node[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (textProblem(current)) checkText(current, pathOf(node));
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, inner] of Object.entries(current)) {
      if (textProblem(key)) checkText(key, pathOf(node, key));
      stack.push({ value: inner, key, parent: node });
    }
  }
}

/**
 * A list's search text as the repositories take it: control characters turned into spaces (the indexed search
 * texts keep their fields apart with one, so a query never matches across two fields), trimmed, undefined when empty.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
export const searchQuery = (q: string | undefined): string | undefined => q?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() || undefined;
