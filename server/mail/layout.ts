import { escapeHtml, oneLine } from './format.js';
import type { Locale } from './locale.js';

/** The organization a mail speaks for: its name and logo head every mail. */
export interface Sender {
  name: string;
  logo: string | null;
}

/** A rendered mail: subject, HTML and plain-text parts. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A piece of body text: plain strings are escaped; `{strong}` is shown in bold. */
export type Line = string | { strong: string };

export interface LayoutInput {
  locale: Locale;
  sender: Sender;
  subject: string;
  heading: string;
  lines: Line[];
  action?: { label: string; url: string } | undefined;
  footer?: string[] | undefined;
}

const lineText = (line: Line) => (typeof line === 'string' ? line : line.strong);
const lineHtml = (line: Line) => (typeof line === 'string' ? escapeHtml(line) : `<strong>${escapeHtml(line.strong)}</strong>`);
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

/** Every mail's frame: right to left for `fa`, the organization's name and logo on top, one optional button. */
export function layout(input: LayoutInput): RenderedMail {
  const dir = input.locale === 'fa' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const logo = input.sender.logo && /^https?:\/\//i.test(input.sender.logo) ? `<img src="${escapeHtml(input.sender.logo)}" alt="${escapeHtml(input.sender.name)}" height="48" style="display:block;margin-bottom:8px">` : '';
  const paragraphs = input.lines.map((l) => `<p style="margin:0 0 12px">${lineHtml(l)}</p>`).join('\n');
  const action = input.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(safeUrl(input.action.url))}" style="background:#3056d3;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>`
    : '';
  const footer = (input.footer ?? []).map((f) => `<p style="margin:0 0 6px;color:#666;font-size:12px">${escapeHtml(f)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(oneLine(input.subject))}</title></head>
<body style="font-family:Tahoma,Arial,sans-serif;direction:${dir};text-align:${align};background:#f5f5f7;margin:0;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px">
${logo}<div style="color:#666;font-size:13px">${escapeHtml(input.sender.name)}</div>
<h1 style="font-size:20px;margin:12px 0 16px">${escapeHtml(input.heading)}</h1>
${paragraphs}
${action}
${footer}
</div>
</body>
</html>
`;
  const text = [
    input.sender.name,
    '',
    input.heading,
    '',
    ...input.lines.map(lineText),
    ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []),
    ...(input.footer?.length ? ['', '--', ...input.footer] : []),
    '',
  ].join('\n');
  return { subject: oneLine(input.subject), html, text };
}
