import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ReportTable, reportCsv, reportXlsx } from './table-export';

const table: ReportTable = {
  title: 'Lead report',
  meta: {
    period: 'custom',
    from: '2026-11-01',
    to: '2026-11-23',
    computedAt: '2026-11-23T04:30:00.000Z',
    dataAsOf: null,
  },
  columns: ['Source', 'Leads'],
  rows: [
    ['=Magicbricks', 12],
    ['99acres, Pune', 3],
  ],
  totals: ['Total', 15],
};

describe('report files', () => {
  it('writes CSV with a BOM, the header first, formulas defused and totals last', () => {
    expect(reportCsv(table)).toBe('\uFEFFSource,Leads\r\n\'=Magicbricks,12\r\n"99acres, Pune",3\r\nTotal,15\r\n');
  });

  it('writes Excel with the period and time in India, numbers as numbers', async () => {
    const book = new ExcelJS.Workbook();
    // exceljs types load() with the older Buffer type.
    await book.xlsx.load((await reportXlsx(table)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe('Period: 01/11/2026 – 23/11/2026 (India time)');
    expect(sheet.getCell('A3').value).toBe('Computed: 23/11/2026, 10:00');
    expect(sheet.getRow(5).values).toEqual([undefined, 'Source', 'Leads']);
    expect(sheet.getCell('B6').value).toBe(12);
    expect(sheet.getCell('B8').value).toBe(15);
  });
});
