import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { USER_IMPORT_MAX_ROWS } from '@awards/shared/users';
import { count, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { scanZip } from '../../platform/files/zip-scan';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';
import { IMPORT_FILE_MESSAGES } from './excel-read';

// Issue 11: /rest/user/import believed the sizes an .xlsx declares. These files lie.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

interface ZipPart {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  crc: number;
  /** The unpacked size written in the headers: the truth, or a lie. */
  declaredSize: number;
}

const partOf = (name: string, content: Buffer): ZipPart => ({
  name,
  data: deflateRawSync(content),
  crc: crc32(content),
  declaredSize: content.length,
});

/** A zip of deflated parts, with the sizes each part declares. */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(part.crc >>> 0, 14);
    header.writeUInt32LE(part.data.length, 18);
    header.writeUInt32LE(part.declaredSize, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, part.data);
    centrals.push(central, name);
    offset += header.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const HEADER = ['登录名*', '姓名*'];

/** The parts of a real one-sheet workbook (exceljs writes it), by name. */
async function workbookParts(): Promise<Map<string, Buffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户导入');
  sheet.addRow(HEADER);
  sheet.addRow(['bomb.row', '炸弹']);
  const zip = Buffer.from(await workbook.xlsx.writeBuffer());
  const parts = new Map<string, Buffer[]>();
  await scanZip(zip, { maxEntries: 100, maxTotalBytes: 10_000_000 }, (name) => {
    parts.set(name, []);
    return (chunk) => parts.get(name)!.push(Buffer.from(chunk));
  });
  return new Map([...parts].map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}

/** The real workbook with its sheet replaced by `sheet`. */
async function workbookWithSheet(sheet: ZipPart): Promise<Buffer> {
  const parts = await workbookParts();
  return zipOf(
    [...parts].map(([name, content]) =>
      name === 'xl/worksheets/sheet1.xml' ? sheet : partOf(name, content),
    ),
  );
}

/**
 * The workbook's sheet with `padding` bytes of an XML comment in front of its rows
 * (deflated as a stream, never held whole): about 1000 to 1 in the file. A lying
 * header declares the sheet's size without the padding.
 */
async function bombSheet(padding: number, lie: boolean): Promise<ZipPart> {
  const sheet = (await workbookParts()).get('xl/worksheets/sheet1.xml')!.toString();
  const at = sheet.indexOf('<sheetData>');
  const head = Buffer.from(`${sheet.slice(0, at)}<!--`);
  const tail = Buffer.from(`-->${sheet.slice(at)}`);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  deflate.write(head);
  const block = Buffer.alloc(1024 * 1024, 0x41);
  let written = 0;
  for (; written < padding; written += block.length) {
    crc = crc32(block, crc);
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await ended;
  const size = lie ? sheet.length : head.length + written + tail.length;
  return { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(out), crc, declaredSize: size };
}

function multipart(fields: Record<string, string>, file: Buffer) {
  const boundary = '----awards-limits-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (file: Buffer) =>
  t.call('POST', '/rest/user/import', { token: admin, ...multipart({ password: 'Import2026' }, file) });

async function usersNamed(pattern: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users).where(like(users.loginName, pattern));
  return row?.n ?? 0;
}

/**
 * The process's CPU milliseconds since `started`: what the request cost, which a loaded machine
 * changes little (its wall time grows several times beside the other tests on two cores).
 */
function cpuMsSince(started: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

describe('POST /rest/user/import refuses hostile workbooks before parsing them', () => {
  it('a 400 KB file whose sheet unpacks to 400 MB: 400, no memory blown, nothing imported', async () => {
    const file = await workbookWithSheet(await bombSheet(400 * 1024 * 1024, true));
    expect(file.length).toBeLessThan(600 * 1024);

    const rss = process.memoryUsage().rss;
    const started = process.cpuUsage();
    const res = await upload(file);
    const grownMb = (process.memoryUsage().rss - rss) / 1024 / 1024;
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.file).toBe(zh(IMPORT_FILE_MESSAGES.tooLarge));
    expect(res.body.rtnMessage).toBe('文件解压后超过50MB，请分批导入');
    // Loose bounds: it stops at 50 MB of inflated text, read 64 KB at a time.
    expect(grownMb).toBeLessThan(150);
    expect(cpuMsSince(started)).toBeLessThan(5000);
    expect(await usersNamed('bomb.%')).toBe(0);
  });

  it('the same sheet, honest and small, imports: the check refuses sizes, not files', async () => {
    const file = await workbookWithSheet(await bombSheet(1024 * 1024, false));
    const res = await upload(file);
    expect(res.status).toBe(200);
    expect(res.body.dataSet.createdCount).toBe(1);
    await t.db.delete(users).where(like(users.loginName, 'bomb.%'));
  });

  it('a sheet of 50,000 rows: 400 naming the row limit, refused before parsing, nothing imported', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => {
      const r = i + 2;
      const cells = ['A', 'B', 'C', 'D', 'E', 'F']
        .map(
          (col, c) =>
            `<c r="${col}${r}" t="inlineStr"><is><t>${c === 0 ? `many.${i}` : `值${i}`}</t></is></c>`,
        )
        .join('');
      return `<row r="${r}">${cells}</row>`;
    });
    const header = HEADER.map((h, c) => `<c r="${'AB'[c]}1" t="inlineStr"><is><t>${h}</t></is></c>`).join('');
    const xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      `<row r="1">${header}</row>${rows.join('')}</sheetData></worksheet>`;
    const file = await workbookWithSheet(partOf('xl/worksheets/sheet1.xml', Buffer.from(xml)));
    expect(file.length).toBeLessThan(5 * 1024 * 1024);

    const started = process.cpuUsage();
    const res = await upload(file);
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.file).toBe(`单次最多导入${USER_IMPORT_MAX_ROWS}条，请分批导入`);
    // Parsing this sheet takes exceljs seconds; the streaming count stops at row 5002.
    expect(cpuMsSince(started)).toBeLessThan(2000);
    expect(await usersNamed('many.%')).toBe(0);
  });

  it('a sheet of a million empty cells (what exceljs parses slowly): 400 before parsing', async () => {
    const xml =
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      `<row r="1">${'<c/>'.repeat(1_000_001)}</row></sheetData></worksheet>`;
    const res = await upload(await workbookWithSheet(partOf('xl/worksheets/sheet1.xml', Buffer.from(xml))));
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.file).toBe(zh(IMPORT_FILE_MESSAGES.tooComplex));
  });

  it('a zip of 500 parts: 400 before anything is unpacked', async () => {
    const parts = [...(await workbookParts())].map(([name, content]) => partOf(name, content));
    for (let i = 0; i < 500; i++) parts.push(partOf(`xl/extra/part${i}.xml`, Buffer.from('<x/>')));
    const res = await upload(zipOf(parts));
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.file).toBe(zh(IMPORT_FILE_MESSAGES.tooManyEntries));
  });
});
