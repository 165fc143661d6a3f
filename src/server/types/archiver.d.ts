// archiver 5 ships no types; this declares only what the personal-data export uses (decision 166).
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  interface EntryData {
    name: string;
    date?: Date;
  }
  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
  function archiver(format: 'zip', options?: { zlib?: { level?: number }; store?: boolean }): Archiver;
  export default archiver;
}
