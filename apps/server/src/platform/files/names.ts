/** The longest file name kept; longer ones are cut before the extension. */
const MAX_NAME_CHARS = 120;

/**
 * Unicode bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). In a file name they make
 * 'invoice\u202Efdp.exe' display as 'invoiceexe.pdf': a program passed off as a document.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * The display name of an upload: the last path segment of what the client sent,
 * without control characters (C0, C1 and the bidirectional ones), quotes or slashes,
 * and of bounded length. It is stored for display and the download header only; it
 * never becomes a path.
 */
export function sanitiseFileName(raw: string | undefined): string {
  const lastSegment = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|:*?]/g, '')
    .replace(BIDI_CONTROLS, '')
    .trim();
  const name = cleaned.replace(/^\.+/, '') || 'file';
  if (name.length <= MAX_NAME_CHARS) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, MAX_NAME_CHARS - ext.length) + ext;
}

/**
 * Content-Disposition with the name twice: an ASCII fallback for old clients and
 * the exact UTF-8 name in RFC 5987 `filename*`, so Chinese names survive.
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
