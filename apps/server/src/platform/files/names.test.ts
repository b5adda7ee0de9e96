import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitiseFileName } from './names';
import { sniffKind } from './sniff';

describe('sanitiseFileName', () => {
  it('keeps only the last path segment, without control characters or leading dots', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\me\\申报书.docx')).toBe('申报书.docx');
    expect(sanitiseFileName('a\u0000b\r\n"c".pdf')).toBe('abc.pdf');
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
    expect(sanitiseFileName('')).toBe('file');
    expect(sanitiseFileName(undefined)).toBe('file');
  });

  it('drops the bidirectional controls that disguise an extension, and C1 controls', () => {
    expect(sanitiseFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitiseFileName('报告\u202A\u202B\u202C\u202D\u202E.pdf')).toBe('报告.pdf');
    expect(sanitiseFileName('a\u2066b\u2067c\u2068d\u2069.pdf')).toBe('abcd.pdf');
    expect(sanitiseFileName('\u200Ex\u200F\u061Cy.docx')).toBe('xy.docx');
    expect(sanitiseFileName('a\u0085b\u009F.pdf')).toBe('ab.pdf');
    expect(sanitiseFileName('\u202E')).toBe('file');
  });

  it('cuts a long name but keeps its extension', () => {
    const name = sanitiseFileName(`${'长'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('报告 v1.pdf', 'attachment')).toBe(
      `attachment; filename="__ v1.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20v1.pdf`,
    );
    expect(contentDisposition("it's.txt", 'inline')).toBe(
      `inline; filename="it's.txt"; filename*=UTF-8''it%27s.txt`,
    );
  });
});

describe('sniffKind', () => {
  const bytes = (...b: number[]) => Buffer.from(b);
  it('recognises the allowed families by their first bytes', () => {
    expect(sniffKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffKind(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffKind(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffKind(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniffKind(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe('zip');
    expect(sniffKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('ole');
    expect(sniffKind(Buffer.from('姓名,电话\n张三,13800000000\n'))).toBe('text');
  });

  it('recognises nothing in binaries outside the list', () => {
    expect(sniffKind(Buffer.from('MZ\x90\x00\x03\x00', 'latin1'))).toBeNull();
    expect(sniffKind(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull();
    expect(sniffKind(Buffer.alloc(0))).toBeNull();
  });
});
