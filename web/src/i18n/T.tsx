import { parts, t, type Values } from './index.ts';

/**
 * Catalog text with values that people wrote (names, codes, titles) or that run in their own direction (times,
 * numbers): each value sits in a `<bdi>`, so "ticket 3PBNY9BGCNDK held by علی کریمی" and "12:50 · رضا رضایی"
 * keep their order in both languages.
 */
export function T({ k, values }: { k: string; values?: Values }) {
  if (!values) return <>{t(k)}</>;
  return (
    <>
      {parts(k, values).map((p, i) => (typeof p === 'string' ? p : <bdi key={i}>{p.value}</bdi>))}
    </>
  );
}

/** Text someone wrote (a name, a title, a message): shown in its own direction whatever the page's. */
export function UserText({ children, as = 'bdi' }: { children: string | number | null | undefined; as?: 'bdi' | 'span' }) {
  return as === 'bdi' ? <bdi>{children}</bdi> : <span dir="auto">{children}</span>;
}
