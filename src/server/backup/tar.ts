import type { FileHandle } from 'node:fs/promises';

/**
 * The few parts of the POSIX ustar format a backup needs: regular files and folders, names up to
 * 255 characters, sizes past 8 GiB in GNU's base-256 form. Written here rather than taken from a
 * library because a backup copies files that PostgreSQL is still writing: the size in a header is
 * fixed before the bytes are read, and a file that shrinks meanwhile is padded with zeros (as
 * pg_basebackup does; the log replayed at restore mends those pages). Decision 162.
 * Any tar reads the result (`tar -tf`, `tar -xf`).
 */
export const BLOCK = 512;

export type TarEntryType = 'file' | 'directory';

export interface TarHeader {
  name: string;
  size: number;
  type: TarEntryType;
  mode: number;
  mtime: Date;
}

const encoder = new TextEncoder();

function writeString(block: Buffer, offset: number, length: number, value: string) {
  const bytes = encoder.encode(value);
  if (bytes.length > length) throw new Error(`tar: "${value}" does not fit ${length} bytes`);
  block.set(bytes, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  writeString(block, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** Sizes of 8 GiB and more: GNU's base-256 (high bit set, big-endian in the remaining bytes). */
function writeSize(block: Buffer, value: number) {
  if (value < 0o77777777777) {
    writeOctal(block, 124, 12, value);
    return;
  }
  let rest = BigInt(value);
  for (let i = 135; i > 124; i--) {
    block[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  block[124] = 0x80;
}

/** ustar keeps a long name as prefix + "/" + name, split at a slash. */
function splitName(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`tar: the path ${path} is too long for an archive entry`);
}

export function encodeHeader(header: TarHeader): Buffer {
  const block = Buffer.alloc(BLOCK);
  const full = header.type === 'directory' && !header.name.endsWith('/') ? `${header.name}/` : header.name;
  const { prefix, name } = splitName(full);
  writeString(block, 0, 100, name);
  writeOctal(block, 100, 8, header.mode & 0o7777);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeSize(block, header.type === 'directory' ? 0 : header.size);
  writeOctal(block, 136, 12, Math.max(0, Math.floor(header.mtime.getTime() / 1000)));
  block[156] = header.type === 'directory' ? 0x35 : 0x30;
  writeString(block, 257, 6, 'ustar\0');
  writeString(block, 263, 2, '00');
  writeString(block, 345, 155, prefix);
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeString(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

function readString(block: Buffer, offset: number, length: number): string {
  const end = block.indexOf(0, offset);
  return block.toString('utf8', offset, end === -1 || end > offset + length ? offset + length : end);
}

function readNumber(block: Buffer, offset: number, length: number): number {
  if ((block[offset]! & 0x80) !== 0) {
    let value = 0n;
    for (let i = offset + 1; i < offset + length; i++) value = (value << 8n) | BigInt(block[i]!);
    return Number(value);
  }
  const text = readString(block, offset, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

export class TarFormatError extends Error {}

/** The header in one block, null for the zero block that ends an archive. */
export function decodeHeader(block: Buffer): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  if (sum !== readNumber(block, 148, 8)) throw new TarFormatError('a header’s checksum does not match');
  const prefix = readString(block, 345, 155);
  const name = readString(block, 0, 100);
  const flag = block[156];
  const type: TarEntryType | null = flag === 0x35 ? 'directory' : flag === 0x30 || flag === 0 ? 'file' : null;
  if (!type) throw new TarFormatError(`an entry of a kind a backup never holds (${String.fromCharCode(flag!)})`);
  return {
    name: (prefix ? `${prefix}/${name}` : name).replace(/\/$/, ''),
    size: readNumber(block, 124, 12),
    type,
    mode: readNumber(block, 100, 8),
    mtime: new Date(readNumber(block, 136, 12) * 1000),
  };
}

export const paddingOf = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export interface TarEntry extends TarHeader {
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

/**
 * Every entry's header, reading only the headers (a seek past each body): cheap on an archive of
 * any size.
 */
export async function* tarEntries(handle: FileHandle): AsyncGenerator<TarEntry> {
  const { size: total } = await handle.stat();
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  while (position + BLOCK <= total) {
    const { bytesRead } = await handle.read(block, 0, BLOCK, position);
    if (bytesRead < BLOCK) break;
    const header = decodeHeader(block);
    if (!header) return;
    const offset = position + BLOCK;
    if (offset + header.size > total) throw new TarFormatError(`the archive ends inside ${header.name}`);
    yield { ...header, offset };
    position = offset + header.size + paddingOf(header.size);
  }
  throw new TarFormatError('the archive has no end marker: it was cut short');
}
