import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';

// Files built to take a server down, generated at any scale for the hostile-file test
// and bench:import-hostile; never committed. Each writes `path` and resolves when it is on disk.

type Chunks = () => Iterable<Buffer>;
interface Part {
  name: string;
  chunks: Chunks;
  /** A size to declare instead of the true one: a zip may lie about what a part expands to. */
  declare?: number;
}

const once1 =
  (text: string): Chunks =>
  () => [Buffer.from(text)];

/** `count` copies of `unit`, in chunks of about a megabyte. */
function repeated(head: string, unit: string, count: number, tail: string): Chunks {
  return function* () {
    yield Buffer.from(head);
    const perChunk = Math.max(1, Math.floor(1_048_576 / unit.length));
    const block = Buffer.from(unit.repeat(Math.min(perChunk, count)));
    let left = count;
    while (left >= perChunk) {
      yield block;
      left -= perChunk;
    }
    if (left > 0) yield Buffer.from(unit.repeat(left));
    yield Buffer.from(tail);
  };
}

async function write(out: WriteStream, data: Buffer) {
  if (!out.write(data)) await once(out, 'drain');
}

/** A zip the way spreadsheet programs stream them: deflated parts, sizes in a descriptor after each. */
async function writeZip(path: string, parts: Part[]): Promise<void> {
  const out = createWriteStream(path);
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(name.length, 26);
    await write(out, local);
    await write(out, name);
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw({ level: 1 });
    const drained = (async () => {
      for await (const chunk of deflate) {
        compressed += chunk.length;
        await write(out, chunk);
      }
    })();
    for (const chunk of part.chunks()) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (!deflate.write(chunk)) await once(deflate, 'drain');
    }
    deflate.end();
    await drained;
    const declared = part.declare ?? size;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(declared, 12);
    await write(out, descriptor);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(compressed, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + compressed + 16;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(out, cd);
  out.end(end);
  await once(out, 'finish');
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook has, around one sheet and its shared strings. */
function workbook(sheet: Chunks, sharedStrings: Chunks, declareShared?: number): Part[] {
  return [
    {
      name: '[Content_Types].xml',
      chunks: once1(
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      chunks: once1(
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: once1(
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Leads" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: once1(
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/sharedStrings.xml', chunks: sharedStrings, declare: declareShared },
    { name: 'xl/worksheets/sheet1.xml', chunks: sheet },
  ];
}

const SHEET_HEAD = `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const SMALL_SHEET = once1(
  `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>9822000001</v></c></row>${SHEET_TAIL}`,
);
const TWO_STRINGS = '<si><t>Name</t></si><si><t>Mobile</t></si>';

/** Shared strings that expand to about `bytes`; `lie` declares them as a small part. */
export function sharedStringsBomb(path: string, bytes: number, lie = false) {
  const unit = '<si><t>Asha Patil, Pune</t></si>';
  const count = Math.ceil(bytes / unit.length);
  const strings = repeated(`${XML}<sst xmlns="${MAIN}">${TWO_STRINGS}`, unit, count, '</sst>');
  return writeZip(path, workbook(SMALL_SHEET, strings, lie ? 64 * 1024 : undefined));
}

/** Shared strings of about `bytes`, each one different, as a real file near the bound has them. */
export function uniqueSharedStrings(path: string, bytes: number) {
  const strings: Chunks = function* () {
    yield Buffer.from(`${XML}<sst xmlns="${MAIN}">${TWO_STRINGS}`);
    let written = 0;
    for (let i = 0; written < bytes; ) {
      let text = '';
      for (let k = 0; k < 20_000; k++, i++) text += `<si><t>Lead ${i} of ${(i * 7919) % 100_003}</t></si>`;
      written += text.length;
      yield Buffer.from(text);
    }
    yield Buffer.from('</sst>');
  };
  return writeZip(path, workbook(SMALL_SHEET, strings));
}

/** A sheet whose first row has `cells` cells. */
export function wideRow(path: string, cells: number) {
  const sheet = repeated(`${SHEET_HEAD}<row r="1">`, '<c><v>1</v></c>', cells, `</row>${SHEET_TAIL}`);
  return writeZip(path, workbook(sheet, once1(`${XML}<sst xmlns="${MAIN}">${TWO_STRINGS}</sst>`)));
}

/** A header row, then one cell of `chars` characters, written inline in the sheet. */
export function bigCell(path: string, chars: number) {
  const head = `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
  const sheet = repeated(head, 'a', chars, `</t></is></c></row>${SHEET_TAIL}`);
  return writeZip(path, workbook(sheet, once1(`${XML}<sst xmlns="${MAIN}">${TWO_STRINGS}</sst>`)));
}

async function writeChunks(path: string, chunks: Chunks) {
  const out = createWriteStream(path);
  for (const chunk of chunks()) await write(out, chunk);
  out.end();
  await once(out, 'finish');
}

/** A CSV whose second line is `chars` characters with no line break. */
export const longLineCsv = (path: string, chars: number) =>
  writeChunks(path, repeated('Name,Mobile\n', 'a', chars, '\n'));

/** A CSV with `columns` columns, each named. */
export const wideCsv = (path: string, columns: number) =>
  writeChunks(path, repeated('Name,Mobile', ',x', columns - 2, '\nAsha,9822000001\n'));

/** `bytes` random bytes. */
export const randomFile = (path: string, bytes: number) =>
  writeChunks(path, function* () {
    for (let left = bytes; left > 0; left -= 1_048_576) yield randomBytes(Math.min(left, 1_048_576));
  });
