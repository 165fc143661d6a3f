import { constants } from 'node:zlib';

/**
 * Compression for large streamed downloads (a 50,000-lead CSV is ~10 MB): the fastest levels.
 * The app's default (gzip 6, brotli 4) suits small JSON answers; on a CSV of leads gzip 6 took
 * ~7× the CPU of gzip 1 for a file ~30% smaller (206 ms against 28 ms per 8 MB, 1.13 against
 * 1.65 MB), and that CPU is shared with every other request on a small server. Decision 097.
 */
export const bulkDownloadCompression = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
};
