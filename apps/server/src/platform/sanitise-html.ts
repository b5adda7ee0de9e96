import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for HTML that users write (notice and message content),
 * applied on the server before storing, so every reader gets safe HTML whatever
 * client wrote it. Platform, not a module: no module owns "safe HTML"; it is a
 * rule of the server for every rich-text field, whichever module stores it. What the rich-text editor produces is kept: text formatting,
 * headings, lists, tables, links, images. Everything else is dropped:
 * - no script, style, iframe, object, embed, form elements (their text goes too);
 * - no event handlers (on*), no style or class attributes beyond the editor's
 *   `ql-*` classes;
 * - links only http(s), mailto, tel and relative; images only http(s), relative
 *   and data:image/(png|jpeg|gif|webp) (the editor pastes images inline);
 *   javascript:, vbscript: and other data: URLs are removed;
 * - links opening a new window get rel="noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['ql-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    typeof frame.attribs.src === 'string' &&
    frame.attribs.src.trim().toLowerCase().startsWith('data:') &&
    !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(frame.attribs.src.trim()),
};

/** Safe HTML for storing; null and blank stay null. */
export function sanitiseHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}
