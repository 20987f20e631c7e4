import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is the front door: short, and every guide in docs/ is reachable from it. Every relative link in the
// README, CONTRIBUTING.md and docs/ resolves (the file exists; an #anchor names a heading of the target).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const guides = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
const documents = ['README.md', 'CONTRIBUTING.md', ...guides.map((name) => `docs/${name}`)];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, '').trim().toLowerCase();
    anchors.add(text.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-'));
  }
  return anchors;
}

function linksOf(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
}

describe('documents', () => {
  it('the README stays a front door: under 400 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(400);
  });

  it('every guide in docs/ is linked from the README', () => {
    const readme = linksOf(readFileSync(join(root, 'README.md'), 'utf8'));
    const missing = guides.filter((name) => !readme.includes(`docs/${name}`));
    expect(missing).toEqual([]);
  });

  it('every relative link in the README, CONTRIBUTING.md and docs/ resolves, anchors included', () => {
    const broken: string[] = [];
    for (const doc of documents) {
      const text = readFileSync(join(root, doc), 'utf8');
      for (const href of linksOf(text)) {
        const [path, anchor] = href.split('#') as [string, string | undefined];
        const target = path === '' ? join(root, doc) : resolve(dirname(join(root, doc)), decodeURIComponent(path));
        if (!existsSync(target)) {
          broken.push(`${doc}: ${href} (no such file)`);
          continue;
        }
        if (anchor && statSync(target).isFile() && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(anchor)) {
          broken.push(`${doc}: ${href} (no heading #${anchor} in ${relative(root, target)})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
