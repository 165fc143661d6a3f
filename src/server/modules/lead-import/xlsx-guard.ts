import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { AppError, badRequest } from '../../lib/app-error';
import { cellTooLong, IMPORT_FILE_LIMITS as L, sizeText, tooManyCells, tooManyFilled } from './import-file-limits';

/** A stream of the stored file, whole or the bytes from `start` to `end` (inclusive). */
export type OpenRange = (range?: { start: number; end: number }) => Readable;

interface ZipPart {
  name: string;
  method: number;
  flags: number;
  compressed: number;
  declared: number;
  offset: number;
}

const damaged = () =>
  badRequest(
    'The Excel file could not be read; it may be damaged. Open it in Excel, save it again as .xlsx and upload it.',
  );

const SAVE_SMALLER = 'Save the leads alone as CSV, or delete unused sheets, and upload it again.';

async function readRange(open: OpenRange, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of open({ start, end })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts listed in the zip's central directory, from the end of the file. */
async function centralDirectory(open: OpenRange, size: number): Promise<ZipPart[]> {
  const tailStart = Math.max(0, size - 22 - 0xffff);
  const tail = await readRange(open, tailStart, size - 1);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged();
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 (the 0xffff… markers) is for files past 4 GB; an upload here is at most 200 MB.
  if (count === 0xffff || cdOffset === 0xffffffff || count > L.parts || cdOffset + cdSize > tailStart + eocd) {
    throw count > L.parts && count !== 0xffff
      ? badRequest(
          `This spreadsheet holds ${count.toLocaleString('en-IN')} parts; an Excel file of leads has a few dozen. ${SAVE_SMALLER}`,
        )
      : damaged();
  }
  const cd = await readRange(open, cdOffset, cdOffset + cdSize - 1);
  const parts: ZipPart[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== 0x02014b50) throw damaged();
    const nameLength = cd.readUInt16LE(at + 28);
    const part: ZipPart = {
      flags: cd.readUInt16LE(at + 8),
      method: cd.readUInt16LE(at + 10),
      compressed: cd.readUInt32LE(at + 20),
      declared: cd.readUInt32LE(at + 24),
      offset: cd.readUInt32LE(at + 42),
      name: cd.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (part.compressed === 0xffffffff || part.declared === 0xffffffff || part.offset === 0xffffffff) throw damaged();
    if (part.method !== 0 && part.method !== 8) throw damaged();
    parts.push(part);
    at += 46 + nameLength + cd.readUInt16LE(at + 30) + cd.readUInt16LE(at + 32);
  }
  await checkTiling(open, parts, cdOffset);
  return parts;
}

/**
 * The reader walks the parts from the file's start, by their local headers, not by the central
 * directory: the parts must follow one another with nothing between them, so that what was
 * checked is all the reader sees. Returns each part's data offset.
 */
async function checkTiling(open: OpenRange, parts: ZipPart[], cdOffset: number) {
  const byOffset = [...parts].sort((a, b) => a.offset - b.offset);
  let expected = 0;
  for (const part of byOffset) {
    if (part.offset !== expected) throw damaged();
    const head = await readRange(open, part.offset, part.offset + 29);
    if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) throw damaged();
    const nameLength = head.readUInt16LE(26);
    const name = (await readRange(open, part.offset + 30, part.offset + 29 + nameLength)).toString('utf8');
    if (name !== part.name) throw damaged();
    const dataStart = part.offset + 30 + nameLength + head.readUInt16LE(28);
    dataOffsets.set(part, dataStart);
    const dataEnd = dataStart + part.compressed;
    if (part.flags & 8) {
      // A data descriptor follows: 12 bytes, or 16 with its optional signature.
      const gap = byOffset[byOffset.indexOf(part) + 1]?.offset ?? cdOffset;
      if (gap - dataEnd !== 12 && gap - dataEnd !== 16) throw damaged();
      expected = gap;
    } else expected = dataEnd;
  }
  if (expected !== cdOffset) throw damaged();
}

const dataOffsets = new WeakMap<ZipPart, number>();

const isSheet = (name: string) => /xl\/worksheets\/sheet\d+[.]xml/.test(name);
const keptWhole = (name: string) => !isSheet(name) && /\.(xml|rels)$/i.test(name);

/**
 * Counts a worksheet's cells per row and the length of each text between tags, byte by byte, as
 * the part inflates: a row of millions of cells or a cell of hundreds of MB is refused after the
 * first bytes past the limit, before the reader holds any of it.
 */
class XmlScanner {
  private textRun = 0;
  private inTag = false;
  private nameLength = 0;
  private name = 0;
  private rows = 0;
  private cells = 0;
  private filled = 0;
  // A cell's text may be written with character references (&#x1F600; is 10 bytes for 1 character).
  private readonly maxRun = L.cellChars * 10;

  constructor(private readonly sheet: boolean) {}

  scan(chunk: Buffer) {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (b === 0x3c) {
        this.inTag = true;
        this.textRun = 0;
        this.nameLength = 0;
        this.name = 0;
      } else if (this.inTag) {
        if (b === 0x3e) this.inTag = false;
        if (this.nameLength >= 0) {
          if (b === 0x20 || b === 0x3e || b === 0x2f || b === 0x09 || b === 0x0a || b === 0x0d) {
            if (this.sheet && this.nameLength > 0) this.tag();
            this.nameLength = -1;
          } else if (++this.nameLength <= 3) this.name = this.name * 256 + b;
          else this.nameLength = -1;
        }
      } else if (++this.textRun > this.maxRun) {
        throw cellTooLong(this.sheet ? this.rows : null);
      }
    }
  }

  private tag() {
    // 'row', 'c', 'v' (a value) and 'is' (an inline string), as ASCII codes.
    if (this.nameLength === 3 && this.name === 0x726f77) {
      this.rows++;
      this.cells = 0;
      this.filled = 0;
    } else if (this.nameLength === 1 && this.name === 0x63) {
      if (++this.cells > L.cells) throw tooManyCells(this.rows, this.cells);
    } else if ((this.nameLength === 1 && this.name === 0x76) || (this.nameLength === 2 && this.name === 0x6973)) {
      if (++this.filled > L.filledColumns) throw tooManyFilled(this.rows, this.filled);
    }
  }
}

const expandsTo = (bytes: number, limit: number, what: string) =>
  badRequest(
    `This spreadsheet${what} expands to ${sizeText(bytes)} when opened; a lead file's is never more than ${sizeText(limit)}. ${SAVE_SMALLER}`,
  );

const tooCompressed = (ratio: number) =>
  badRequest(
    `This spreadsheet expands ${Math.round(ratio).toLocaleString('en-IN')} times when opened, which no file of leads does; it may be damaged or built to overload the server. Open it in Excel, save it again as .xlsx or CSV and upload it.`,
  );

function limitOf(part: ZipPart): { limit: number; what: string } {
  if (part.name === 'xl/sharedStrings.xml') return { limit: L.sharedStringsBytes, what: "'s text" };
  if (keptWhole(part.name)) return { limit: L.otherPartBytes, what: ` part "${part.name}"` };
  return { limit: L.expandedBytes, what: '' };
}

/**
 * Refuses an .xlsx that would take the reader's memory or time (decision 154), before the reader
 * (exceljs, which keeps the shared strings and styles whole) touches it. The sizes the central
 * directory declares are checked first; then each part is inflated and counted, because a
 * declared size can lie, and its XML scanned for rows too wide and cells too long.
 */
export async function checkXlsx(open: OpenRange, size: number): Promise<void> {
  const parts = await centralDirectory(open, size);
  let total = 0;
  for (const part of parts) {
    total += part.declared;
    const { limit, what } = limitOf(part);
    if (part.declared > limit) throw expandsTo(part.declared, limit, what);
    if (part.declared > L.ratioFromBytes && part.declared > part.compressed * L.ratio) {
      throw tooCompressed(part.declared / Math.max(part.compressed, 1));
    }
  }
  if (total > L.expandedBytes) throw expandsTo(total, L.expandedBytes, '');
  for (const part of parts) await inflatePart(open, part);
}

async function inflatePart(open: OpenRange, part: ZipPart) {
  const start = dataOffsets.get(part)!;
  if (part.compressed === 0) {
    if (part.declared !== 0) throw damaged();
    return;
  }
  const source = open({ start, end: start + part.compressed - 1 });
  const scanner =
    isSheet(part.name) || part.name === 'xl/sharedStrings.xml' ? new XmlScanner(isSheet(part.name)) : null;
  let inflated = 0;
  const inflate = part.method === 0 ? null : createInflateRaw();
  if (inflate) {
    source.on('error', (error) => inflate.destroy(error));
    source.pipe(inflate);
  }
  try {
    for await (const chunk of (inflate ?? source) as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      // A part that inflates past what it declared lies about its size: stop reading at once.
      if (inflated > part.declared) throw damaged();
      scanner?.scan(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw damaged();
  } finally {
    source.destroy();
    inflate?.destroy();
  }
  if (inflated !== part.declared) throw damaged();
}
