import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { loadPdfMake } from '../lib/load-on-use';

/**
 * pdfmake set up once, on the first PDF (decision 194). The face is the Roboto that pdfmake ships
 * (Apache 2.0, inside the npm package, so nothing is downloaded at run time); it has the rupee sign
 * U+20B9, which the standard PDF fonts lack. The fonts go into pdfmake's in-memory file system so a
 * document reads no file, and the URL and local-file policies refuse everything else: a letter's
 * text can never make the server fetch a URL or read a path.
 */
export const PDF_FONT = 'Roboto';

const FACES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

type PdfMake = Awaited<ReturnType<typeof loadPdfMake>>;
let ready: Promise<PdfMake> | null = null;

async function setUp(): Promise<PdfMake> {
  const pdfmake = await loadPdfMake();
  const require = createRequire(import.meta.url);
  for (const file of Object.values(FACES)) {
    const bytes = await readFile(require.resolve(`pdfmake/fonts/Roboto/${file}`));
    pdfmake.virtualfs.writeFileSync(file, bytes);
  }
  pdfmake.setFonts({ [PDF_FONT]: { ...FACES } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return pdfmake;
}

function engine(): Promise<PdfMake> {
  ready ??= setUp().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** A document definition as PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await engine();
  return pdfmake.createPdf(definition).getBuffer();
}
