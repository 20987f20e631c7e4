import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for organizer-written HTML (widget `description`, CONTRACT 7): formatting tags and links over
 * http(s), mailto and tel stay; everything else (script, style, iframe, forms, event-handler attributes,
 * javascript: and data: URLs) is dropped, script and style with their content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], '*': ['dir', 'lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens elsewhere does not hand the opener to the other page.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export function sanitizeWidgetHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
