/** An attachment of a notice or message (spec 000 §3 msgFiles). */
export interface NoticeFile {
  fileId: string;
  fileName: string;
}

/**
 * What the detail dialog shows: a message as the bell reads it (spec 000 §3), whether it
 * came from the unread list, a notice or a message page. Callers map their rows to it.
 */
export interface NoticeDetailRecord {
  title: string;
  /** 'SYSTEM' for a system-sent notice; anything else was sent by a person. */
  senderType: string | null;
  sender?: string | null;
  sendTime: string | null;
  /** HTML, already sanitised by the server; sanitised again before it is shown. */
  content: string | null;
  files: readonly NoticeFile[];
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
  /** The business module (busType) whose page opens when openPage is empty. */
  busType?: string | null;
}

/** msgFiles arrives as a JSON string or a list; anything unreadable counts as none. */
export function parseFiles(value: unknown): NoticeFile[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((f): f is { fileId: unknown; fileName: unknown } => typeof f === 'object' && f !== null)
    .filter((f) => f.fileId !== undefined && f.fileId !== null && typeof f.fileName === 'string')
    .map((f) => ({ fileId: String(f.fileId), fileName: String(f.fileName) }));
}
