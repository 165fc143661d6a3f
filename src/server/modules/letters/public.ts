// What other modules may use of the letters module (ARCHITECTURE.md, "Module boundaries"): the
// company letterhead for a PDF that is not an issued letter (demands, receipts, statements), and an
// issued letter's PDF.
export { companyPdfLetterhead, issuedLetterPdf } from './letter-pdf';
