import { downloadFile } from '../../../lib/download';

/** An issued demand letter or receipt as the PDF the server makes of it (as issued, not as edited since). */
export function downloadLetterPdf(letterId: string, fallbackName: string) {
  return downloadFile(`/api/letters/${letterId}/pdf`, fallbackName, 'Could not make the PDF of this letter.');
}
