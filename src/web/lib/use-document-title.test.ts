import { describe, expect, it } from 'vitest';
import { fileNameTitle } from './use-document-title';

describe('a print page title that is a file name', () => {
  it('joins the words and replaces what file systems refuse', () => {
    expect(fileNameTitle('Quotation', '26-27/004', 'Rahul Deshmukh')).toBe('Quotation 26-27-004 Rahul Deshmukh');
    expect(fileNameTitle('Tax invoice', 'INV/26-27/0001', ' Sai  Constructions ')).toBe(
      'Tax invoice INV-26-27-0001 Sai Constructions',
    );
    expect(fileNameTitle('Quotation', 'A:B*C?', 'M/s "Patil" <Pune>|\\')).toBe('Quotation A-B-C- M-s -Patil- -Pune-');
    expect(fileNameTitle('Quotation', '', null, 'X\u0000Y')).toBe('Quotation X-Y');
  });
});
