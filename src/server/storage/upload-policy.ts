import type { Capability } from '../../domain/permissions';

/**
 * What a module accepts in an upload. Types are decided by the file's content (magic bytes), never
 * by its name or the Content-Type the browser sent (OWASP file-upload rules).
 */
export interface UploadPolicy {
  /** MIME types as detected from content. */
  accept: ReadonlySet<string>;
  /** Said to the user when a file is refused. */
  describe: string;
  readCapability: Capability;
  audited?: boolean;
  /**
   * Text formats have no magic bytes to detect: a file with none, no NUL byte in its first
   * kilobytes and a name ending in one of these extensions is taken as this MIME type.
   */
  plainText?: { mime: string; extensions: readonly string[] };
}

const pdfAndImages = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
const officeDocuments = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  // Legacy .doc/.xls/.ppt are OLE compound files.
  'application/x-cfb',
];

export const policies = {
  kyc: (readCapability: Capability = 'kyc.view'): UploadPolicy => ({
    accept: new Set(pdfAndImages),
    describe: 'PDF, JPEG, PNG or WebP',
    readCapability,
    audited: true,
  }),
  image: (readCapability: Capability): UploadPolicy => ({
    accept: new Set(['image/jpeg', 'image/png', 'image/webp']),
    describe: 'JPEG, PNG or WebP image',
    readCapability,
  }),
  pdfOrImage: (readCapability: Capability): UploadPolicy => ({
    accept: new Set(pdfAndImages),
    describe: 'PDF, JPEG, PNG or WebP',
    readCapability,
  }),
  document: (readCapability: Capability): UploadPolicy => ({
    accept: new Set([...pdfAndImages, ...officeDocuments]),
    describe: 'PDF, image, Word, Excel, PowerPoint or OpenDocument',
    readCapability,
  }),
  /** A lead import: CSV by name and content, .xlsx by content (a zip that is not one is caught when read). */
  leadImport: (readCapability: Capability): UploadPolicy => ({
    accept: new Set([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/zip',
    ]),
    describe: 'CSV or Excel (.xlsx)',
    readCapability,
    plainText: { mime: 'text/csv', extensions: ['.csv', '.txt', '.tsv'] },
  }),
  /** A call recording, as phones and telephony providers write them. */
  audio: (readCapability: Capability): UploadPolicy => ({
    accept: new Set([
      'audio/mpeg',
      'audio/mp4',
      'audio/x-m4a',
      'audio/aac',
      'audio/ogg',
      'audio/opus',
      'audio/wav',
      'audio/x-wav',
      'audio/vnd.wave',
      'audio/amr',
      'audio/webm',
      'audio/flac',
      'audio/x-flac',
    ]),
    describe: 'audio (MP3, M4A, AAC, OGG, WAV, AMR or FLAC)',
    readCapability,
  }),
};
