import { letterKind } from '../../../domain/letters/letter-catalogue';
import { letterheadFromCompany } from '../../../domain/letters/sample-defaults';
import { demandLetterFieldsSchema, paymentReceiptFieldsSchema } from '../../../domain/schemas/letter';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/app-error';
import { demandLetterPdf, paymentReceiptPdf, pdfLetterhead } from '../../pdf/letter-pdfs';
import type { PdfLetterhead } from '../../pdf/pdf-document';
import { storedImageForPdf } from '../../pdf/pdf-image';
import { getCompany } from '../company/public';
import { getLetter } from './service';

export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

/** "Demand Letter - Rahul Suresh Patil - 05-03-2026.pdf", in characters every browser keeps. */
function pdfFileName(title: string, buyer: string, date: string): string {
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\w .,-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `${[title, safe(buyer), safe(date.replaceAll('/', '-'))].filter(Boolean).join(' - ').slice(0, 150)}.pdf`;
}

/**
 * An issued demand letter or payment receipt as a PDF, made from its fields exactly as issued
 * (the letterhead and signatory it was issued with; the logo it names when that is a PNG or JPEG).
 */
export async function issuedLetterPdf(deps: AppContext, id: string): Promise<PdfFile> {
  const letter = await getLetter(deps, id);
  const kind = letterKind(letter.type);
  const unreadable = () =>
    conflict(`This ${kind.title}'s saved fields are not in the form a PDF reads.`, 'LETTER_FIELDS_UNREADABLE');
  if (letter.type === 'demand') {
    const parsed = demandLetterFieldsSchema.safeParse(letter.fields);
    if (!parsed.success) throw unreadable();
    const fields = parsed.data;
    const logo = await storedImageForPdf(deps, fields.letterhead.logoFileId);
    return {
      fileName: pdfFileName(kind.title, letter.entity.name, fields.date),
      bytes: await demandLetterPdf(fields, logo),
    };
  }
  if (letter.type === 'receipt') {
    const parsed = paymentReceiptFieldsSchema.safeParse(letter.fields);
    if (!parsed.success) throw unreadable();
    const fields = parsed.data;
    const logo = await storedImageForPdf(deps, fields.letterhead.logoFileId);
    return {
      fileName: pdfFileName(kind.title, letter.entity.name, fields.date),
      bytes: await paymentReceiptPdf(fields, logo),
    };
  }
  throw conflict(
    `A PDF is made for demand letters and payment receipts; print this ${kind.title} from its page.`,
    'PDF_NOT_MADE_FOR_TYPE',
  );
}

/**
 * The company profile's letterhead for a PDF that is not an issued letter (a statement of account,
 * a demand raised by a job): name, address, phone and email, and the logo.
 */
export async function companyPdfLetterhead(deps: AppContext): Promise<PdfLetterhead> {
  const { letterhead } = letterheadFromCompany(await getCompany(deps.db));
  return pdfLetterhead(letterhead, await storedImageForPdf(deps, letterhead.logoFileId));
}
