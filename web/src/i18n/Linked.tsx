import { parts, type Values } from './index.ts';

const mark = '\u0001';

/**
 * Catalog text with links inside it: each `{{name}}` placeholder of `k` that `links` names becomes that link (its
 * own catalog text and address), so a translation puts the links wherever its sentence needs them. Other
 * placeholders are filled from `values`, each in a `<bdi>` as `T` does.
 */
export function Linked({ k, links, values = {} }: { k: string; links: Record<string, { href: string; text: string }>; values?: Values }) {
  const marks: Values = { ...values };
  for (const name of Object.keys(links)) marks[name] = `${mark}${name}`;
  return (
    <>
      {parts(k, marks).map((p, i) => {
        if (typeof p === 'string') return p;
        if (!p.value.startsWith(mark)) return <bdi key={i}>{p.value}</bdi>;
        const link = links[p.value.slice(mark.length)]!;
        return (
          <a key={i} href={link.href}>
            {link.text}
          </a>
        );
      })}
    </>
  );
}
