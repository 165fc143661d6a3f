import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDateTime } from '../../../domain/india-date';
import { csvCell, csvRow } from '../../../domain/leads/csv';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../domain/leads/statuses';
import { rowsOf } from '../../db/rows';
import { leads } from '../../db/schema/leads';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { fromLeadsWithNames } from '../lead-records/public';
import { csvCellSql, EXPORT_COLUMNS, exportLineSql } from './export-columns';

// The export's cells are written by the database (export-columns.ts); the domain's csvCell and
// indiaDateTime are what a file is expected to hold. Both must agree, byte for byte.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TRICKY = [
  '',
  'Plain',
  'राहुल देशमुख',
  'Comma, inside',
  'Quote " inside',
  '"Quoted"',
  'Line\nbreak',
  'Carriage\rreturn',
  'CRLF\r\nend',
  '=HYPERLINK("x")',
  '+91 98765 43210',
  '-5',
  '@sum',
  '\tTabbed',
  '\rCR first',
  "It's fine",
  'Back\\slash',
  '₹ 72,50,000',
  '  spaced  ',
];

describe('the export columns written in SQL', () => {
  it('quotes and guards each cell as csvCell does', async () => {
    const values = sql.join(
      TRICKY.map((v) => sql`(${v}::text)`),
      sql`, `,
    );
    const rows = rowsOf<{ v: string; cell: string }>(
      await t.database.db.execute(sql`select x.v, ${csvCellSql(sql`x.v`)} as cell from (values ${values}) as x(v)`),
    );
    expect(rows.map((r) => r.cell)).toEqual(TRICKY.map((v) => csvCell(v)));
    const [nul] = rowsOf<{ cell: string }>(
      await t.database.db.execute(sql`select ${csvCellSql(sql`null::text`)} as cell`),
    );
    expect(nul?.cell).toBe(csvCell(null));
  });

  it('writes a lead as the CSV record csvRow makes of its values', async () => {
    const created = ['2026-11-27T18:29:59.999Z', '2026-03-31T18:30:00.000Z', '2025-12-31T23:59:00.123Z'];
    const ids: string[] = [];
    for (const [i, status] of LEAD_STATUSES.entries()) {
      const [row] = rowsOf<{ id: string }>(
        await t.database.db.execute(sql`insert into leads (name, mobile, status, budget, notes, city, project,
            next_follow_up_at, created_at, updated_at)
          values (${TRICKY[i % TRICKY.length]! || 'X'}, ${`98000000${String(i).padStart(2, '0')}`}, ${status},
            ${i % 2 ? null : 7_250_000.5 + i}, ${TRICKY[(i + 5) % TRICKY.length]}, 'पुणे', ${i % 3 ? '=P' : null},
            ${i % 2 ? created[i % 3] : null}, ${created[i % 3]}, now())
          returning id`),
      );
      ids.push(row!.id);
    }
    const rows = (await fromLeadsWithNames(t.database.db, {
      id: leads.id,
      name: leads.name,
      mobile: leads.mobile,
      status: leads.status,
      budget: leads.budget,
      notes: leads.notes,
      project: leads.project,
      followUp: sql<string | null>`${leads.nextFollowUpAt}::text`,
      created: sql<string>`${leads.createdAt}::text`,
      line: exportLineSql,
      ...Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [`c${i}`, c.cell])),
    }).where(sql`${leads.id} = any(${`{${ids.join(',')}}`}::uuid[])`)) as Record<string, string | null>[];
    expect(rows).toHaveLength(LEAD_STATUSES.length);
    for (const r of rows) {
      const expected = [
        r.name,
        r.mobile,
        null,
        null,
        null,
        null,
        null,
        LEAD_STATUS_LABELS[r.status as keyof typeof LEAD_STATUS_LABELS],
        r.project,
        r.budget === null ? null : Number(r.budget).toFixed(2),
        null,
        'पुणे',
        r.followUp ? indiaDateTime(new Date(r.followUp)) : null,
        r.notes,
        null,
        indiaDateTime(new Date(String(r.created))),
      ];
      expect(EXPORT_COLUMNS.map((_, i) => r[`c${i}`] ?? null)).toEqual(expected);
      expect(r.line).toBe(csvRow(expected));
    }
  });
});
