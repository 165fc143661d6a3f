import { sql } from 'drizzle-orm';
import { formatInrPaise } from '../../../domain/billing/indian-format';
import { indiaDisplayDate } from '../../../domain/india-date';
import type { CostSheet } from '../../../domain/inventory/cost-sheet';
import { letterDateFromIso } from '../../../domain/letters/letter-date';
import { RAISED_DEMAND_TEXT } from '../../../domain/letters/letter-text';
import { flatDescription, joinNames } from '../../../domain/letters/prefill';
import { letterheadFromCompany } from '../../../domain/letters/sample-defaults';
import { toPaise } from '../../../domain/money/paise';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../lib/app-error';
import { type RaisedDemandLetter, raisedDemandLetterPdf } from '../../pdf/letter-pdfs';
import { storedImageForPdf } from '../../pdf/pdf-image';
import { keepGeneratedFile, readKeptFile } from '../../storage/keep-generated-file';
import { getCompany } from '../company/public';
import { defineAttachingEmailJob } from '../mail/public';
import { considerationPaise } from './raise';

/*
 * A raised demand's letter (decision 197): made once, from the demand and its booking as they
 * stand at that moment, and kept as a file (`demands.letter_file_id`). The email's prepare job and
 * the screen's Download PDF both go through `keepDemandLetter`, so whichever comes first makes
 * the file and the other gets the same bytes: the PDF downloaded is the PDF that was emailed.
 */

interface LetterRow {
  id: string;
  demand_no: string;
  booking_id: string;
  booking_no: string;
  raised_on: string;
  due_on: string;
  amount_paise: string | number;
  gst_percent: string;
  gst_paise: string | number;
  arrears_paise: string | number;
  interest_paise: string | number;
  total_paise: string | number;
  tds_applies: boolean;
  letter_file_id: string | null;
  file_name: string | null;
  instalment: string;
  stage_name: string | null;
  reached_on: string | null;
  project: string;
  tower: string;
  unit_no: string;
  floor: number;
  agreement_value: string;
  cost_sheet: CostSheet;
  paid_paise: string | number;
  bank: string | null;
  branch: string | null;
  loan_account: string | null;
  created_by: string | null;
}

async function readDemand(ctx: Pick<AppContext, 'db'>, demandId: string): Promise<LetterRow> {
  const [row] = rowsOf<LetterRow>(
    await ctx.db.execute(sql`
      select d.id, d.demand_no, d.booking_id, b.booking_no, d.raised_on::text, d.due_on::text, d.amount_paise,
             d.gst_percent::text, d.gst_paise, d.arrears_paise, d.interest_paise, d.total_paise, d.tds_applies,
             d.letter_file_id, f.original_name as file_name, i.name as instalment, s.name as stage_name,
             s.reached_on::text as reached_on, p.name as project, t.name as tower, u.number as unit_no, u.floor,
             b.agreement_value::text, b.cost_sheet,
             coalesce((select sum(r.amount_paise + r.tds_paise) from receipts r
               where r.booking_id = b.id and r.reversed_at is null), 0) as paid_paise,
             l.bank, l.branch, l.loan_account, d.created_by
      from demands d join bookings b on b.id = d.booking_id
      join booking_instalments i on i.id = d.instalment_id
      join units u on u.id = b.unit_id join towers t on t.id = u.tower_id join projects p on p.id = b.project_id
      left join tower_stages s on s.id = d.tower_stage_id
      left join booking_home_loans l on l.booking_id = b.id
      left join files f on f.id = d.letter_file_id
      where d.id = ${demandId}`),
  );
  if (!row) throw notFound('That demand does not exist.', 'DEMAND_NOT_FOUND');
  return row;
}

/** The letter's fields from the demand, its booking, the buyers, the home loan and the company. */
async function letterOf(ctx: AppContext, d: LetterRow): Promise<RaisedDemandLetter> {
  const buyers = rowsOf<{ name: string; address: string | null }>(
    await ctx.db.execute(
      sql`select name, address from booking_applicants where booking_id = ${d.booking_id} order by position`,
    ),
  );
  // The company's first bank account of the masters is where the demand is paid.
  const [payee] = rowsOf<{ name: string; account_holder: string; acc_no: string; ifsc: string; branch: string | null }>(
    await ctx.db.execute(
      sql`select name, account_holder, acc_no, ifsc, branch from banks order by created_at, id limit 1`,
    ),
  );
  const head = letterheadFromCompany(await getCompany(ctx.db));
  const flat = flatDescription({
    _id: d.booking_id,
    name: buyers[0]?.name ?? '',
    address: null,
    project: d.project,
    wing: d.tower,
    flatNo: d.unit_no,
    floor: String(d.floor),
    carpetArea: null,
    agreementValue: null,
  });
  const consideration = considerationPaise(d.cost_sheet, toPaise(Number(d.agreement_value)));
  const paid = Number(d.paid_paise);
  const toBuyer = d.bank === null;
  const names = buyers.map((b) => b.name);
  const stage = d.stage_name
    ? `${d.stage_name}${d.reached_on ? ` reached on ${indiaDisplayDate(d.reached_on)}` : ''}`
    : d.instalment;
  const demandRows = [
    { heading: RAISED_DEMAND_TEXT.bookingNo, value: d.booking_no },
    { heading: RAISED_DEMAND_TEXT.instalment, value: `${d.instalment}: ${formatInrPaise(d.amount_paise)}` },
    { heading: RAISED_DEMAND_TEXT.gst(Number(d.gst_percent)), value: formatInrPaise(d.gst_paise) },
    ...(Number(d.arrears_paise) > 0
      ? [{ heading: RAISED_DEMAND_TEXT.arrears, value: formatInrPaise(d.arrears_paise) }]
      : []),
    ...(Number(d.interest_paise) > 0
      ? [{ heading: RAISED_DEMAND_TEXT.interest, value: formatInrPaise(d.interest_paise) }]
      : []),
    { heading: RAISED_DEMAND_TEXT.totalBy(indiaDisplayDate(d.due_on)), value: formatInrPaise(d.total_paise) },
  ];
  return {
    toBuyer,
    tdsNote: d.tds_applies,
    demandRows,
    fields: {
      ...head,
      date: letterDateFromIso(d.raised_on),
      bankName: toBuyer ? joinNames(names) : (d.bank ?? ''),
      bankBranch: toBuyer
        ? (buyers[0]?.address ?? '')
        : [d.branch, d.loan_account ? `Loan account ${d.loan_account}` : ''].filter(Boolean).join(' — '),
      subject: toBuyer
        ? `Demand ${d.demand_no} for ${d.instalment}, ${flat}`
        : `Release of home loan instalment for ${flat} (demand ${d.demand_no})`,
      buyer1: names[0] ?? '',
      buyer2: joinNames(names.slice(1)),
      flatAddress: flat,
      totalConsideration: formatInrPaise(consideration),
      amountPaid: formatInrPaise(paid),
      remainingAmount: formatInrPaise(Math.max(0, consideration - paid)),
      constructionStatus: stage,
      payeeName: payee?.account_holder ?? head.letterhead.name,
      payeeBank: payee?.name ?? '',
      payeeBranch: payee?.branch ?? '',
      payeeAccountNo: payee?.acc_no ?? '',
      payeeIfsc: payee?.ifsc ?? '',
    },
  };
}

function letterFileName(d: LetterRow, buyer: string): string {
  const safe = buyer
    .normalize('NFKD')
    .replace(/[^\w .,-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${['Demand letter', d.demand_no, safe].filter(Boolean).join(' - ').slice(0, 150)}.pdf`;
}

export interface KeptPdf {
  fileId: string;
  fileName: string;
}

/** The demand's kept letter, made and kept now if it has none yet. */
export async function keepDemandLetter(ctx: AppContext, demandId: string): Promise<KeptPdf> {
  const d = await readDemand(ctx, demandId);
  if (d.letter_file_id) return { fileId: d.letter_file_id, fileName: d.file_name ?? letterFileName(d, '') };
  const letter = await letterOf(ctx, d);
  const bytes = await raisedDemandLetterPdf(letter, await storedImageForPdf(ctx, letter.fields.letterhead.logoFileId));
  const fileName = letterFileName(d, letter.fields.buyer1);
  const kept = await ctx.db.transaction(async (tx) => {
    // Locked, so two makers of the same letter (a download beside the email's job) keep one.
    const [now] = rowsOf<{ letter_file_id: string | null }>(
      await tx.execute(sql`select letter_file_id from demands where id = ${demandId} for update`),
    );
    if (now?.letter_file_id) return { fileId: now.letter_file_id, mine: false };
    const fileId = await keepGeneratedFile(ctx, tx, {
      bytes,
      name: fileName,
      mimeType: 'application/pdf',
      readCapability: 'demands.view',
      by: d.created_by,
    });
    await tx.execute(
      sql`update demands set letter_file_id = ${fileId}, updated_at = ${ctx.clock()} where id = ${demandId}`,
    );
    return { fileId, mine: true };
  });
  if (!kept.mine) return keepDemandLetter(ctx, demandId);
  return { fileId: kept.fileId, fileName };
}

/** The kept letter's bytes for the screen's Download PDF. */
export async function demandLetterDownload(ctx: AppContext, demandId: string): Promise<KeptPdf & { bytes: Buffer }> {
  const kept = await keepDemandLetter(ctx, demandId);
  const bytes = await readKeptFile(ctx, kept.fileId);
  if (!bytes) throw notFound('That demand letter is no longer kept.', 'DEMAND_LETTER_MISSING');
  return { ...kept, bytes };
}

/** The prepare job of a demand's email (modules/mail `queueEmails` with `prepare`). */
export const demandLetterEmailJob = defineAttachingEmailJob({
  kind: 'demands.letter-email',
  relatedKind: 'demand',
  what: 'a demand’s',
  keep: keepDemandLetter,
});
