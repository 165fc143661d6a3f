import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { normaliseIndianMobile } from '../../../domain/schemas/common';
import { SEARCH_PER_KIND } from '../../../domain/schemas/search';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { likePattern } from '../../lib/like-pattern';

/** A search term read once: the text as typed, and the mobile it names, whole or in part. */
export interface Term {
  text: string;
  /** The 10 digits when the term is a whole mobile in any form (+91 98220 12345, 098220-12345). */
  mobile: string | null;
  /** A part of a number, separators and a +91 or trunk 0 dropped; null when the term has letters. */
  digits: string | null;
}

export function readTerm(q: string): Term {
  const text = q.trim();
  const compact = text.replace(/[\s\-.()]/g, '');
  const digits = /^(\+91|0091|0)?\d+$/.test(compact) ? compact.replace(/^(\+91|0091|0)/, '') : null;
  return { text, mobile: normaliseIndianMobile(text), digits: digits || null };
}

/** Where a kind's records are matched; every column named here has a trigram or btree index. */
export interface Target {
  table: PgTable;
  id: AnyPgColumn;
  /** Live rows the viewer may see (the list's own scope). */
  base?: SQL | undefined;
  /** The name or number: exact, then starting with the term, then a word in it, then anywhere. */
  name: AnyPgColumn;
  /** Matched whole, then anywhere (email, company). */
  texts?: AnyPgColumn[];
  /** Stored as 10 digits (or with 91 in front: `mobileForm`). */
  mobiles?: AnyPgColumn[];
  mobileForm?: (mobile: string) => string;
  /** A number ("26-27/001") is matched even when the term is all digits. */
  numbered?: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One SELECT of the search: a condition one index serves, and the tier its rows rank in. */
export interface Probe {
  /** A number, or a CASE worked out on the few rows the probe returns. */
  tier: number | SQL;
  where: SQL;
  /** An order the same index gives, so the planner walks it and stops at the LIMIT. */
  order?: SQL;
  limit: number;
}

/** The largest code point: in byte order (C collation) above every text starting with the prefix. */
const LAST = String.fromCodePoint(0x10ffff);

/**
 * The probes. Tiers: 0 exact, 1 starting with the term, 2 a word in it starting with it, 3 anywhere.
 * Each probe reads a handful of rows through one index and stops at its LIMIT, so a surname with
 * 10,000 matches costs what a rare one does:
 *  - exact and starting-with walk a btree (lower(name), the mobile) from the term, in order;
 *  - "anywhere" is a trigram bitmap scan whose every candidate row is a match, so it stops after a
 *    few rows; which of those start with the term, or are exact (an email), is decided on them.
 * A stricter condition on the trigram index ("starts with" through pg_trgm) would recheck every
 * row holding the term anywhere (43,000 for "deshmukh" in a million) to find none; and an OR of
 * an equality with a trigram match let the planner expect a match every few hundred rows and scan
 * the whole table for a term that matches nothing. Hence one index per probe.
 * The btree range is exact under C collation (PGlite's, and our servers'); under another collation
 * it can miss a name, never add a wrong one (the LIKE stays).
 */
export function probesOf(term: Term, target: Target): Probe[] {
  const { text, mobile, digits } = term;
  const byText = target.numbered || digits === null;
  const lower = text.toLowerCase();
  const prefix = `${escapeLike(lower)}%`;
  const anywhere = likePattern(text);
  const mobiles = target.mobiles ?? [];
  const texts = target.texts ?? [];
  const form = target.mobileForm ?? ((m: string) => m);
  const part = digits !== null && digits.length >= 3 && !mobile ? form(digits) : null;
  const name = sql`lower(${target.name})`;
  const rank = (column: SQL) =>
    sql`case when ${column} = ${lower} then 0 when ${column} like ${prefix} then 1
      when ${column} like ${`% ${prefix}`} then 2 else 3 end`;
  const probes: (Probe | false)[] = [
    byText && { tier: 0, where: sql`${name} = ${lower}`, order: sql`${name}, ${target.id}`, limit: SEARCH_PER_KIND },
    byText && {
      tier: 1,
      where: sql`${name} >= ${lower} and ${name} < ${lower + LAST} and ${name} like ${prefix}`,
      order: sql`${name}, ${target.id}`,
      limit: SEARCH_PER_KIND,
    },
    byText &&
      text.length >= 3 && {
        tier: rank(name),
        where: sql`${target.name} ilike ${anywhere}`,
        limit: SEARCH_PER_KIND * 4,
      },
    ...texts.map(
      (c) =>
        byText &&
        text.length >= 3 && {
          tier: rank(sql`lower(${c})`),
          where: sql`${c} ilike ${anywhere}`,
          limit: SEARCH_PER_KIND * 4,
        },
    ),
    ...mobiles.map((c) => mobile !== null && { tier: 0, where: sql`${c} = ${form(mobile)}`, limit: SEARCH_PER_KIND }),
    // A mobile is digits only, so every one starting with `part` sorts between it and part + 9s.
    ...mobiles.map(
      (c) =>
        part !== null && {
          tier: 1,
          where: sql`${c} >= ${part} and ${c} <= ${`${part}9999999999`} and ${c} like ${`${part}%`}`,
          order: sql`${c}`,
          limit: SEARCH_PER_KIND,
        },
    ),
    ...mobiles.map(
      (c) => part !== null && { tier: 3, where: sql`${c} like ${likePattern(part)}`, limit: SEARCH_PER_KIND },
    ),
  ];
  return probes.filter((p): p is Probe => p !== false);
}

/**
 * The records the probes found, in one statement: the probes' ids, each with its best tier, joined
 * back to the table (and `joins`) for `columns`, at most a few dozen rows.
 */
export async function findRows<R>(
  db: DbOrTx,
  term: Term,
  target: Target,
  columns: SQL,
  joins: SQL = sql``,
): Promise<(R & { tier: number })[]> {
  const selects = probesOf(term, target).map(
    ({ tier, where, order, limit }) =>
      sql`(select ${target.id} as id, ${typeof tier === 'number' ? sql.raw(String(tier)) : tier} as tier
          from ${target.table} where ${target.base ? sql`${target.base} and ` : sql``}${where}
          ${order ? sql`order by ${order} ` : sql``}limit ${limit})`,
  );
  if (selects.length === 0) return [];
  const rows = rowsOf<R & { tier: number }>(
    await db.execute(sql`select ${columns}, found.tier as tier
      from (select probe.id, min(probe.tier) as tier from (${sql.join(selects, sql` union all `)}) probe group by probe.id) found
      join ${target.table} on ${target.id} = found.id ${joins}`),
  );
  return rows.map((row) => ({ ...row, tier: Number(row.tier) }));
}

/** Results best tier first, then by title; at most SEARCH_PER_KIND. */
export function ranked<R extends { _id: string; title: string }>(rows: (R & { tier: number })[]): R[] {
  return rows
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        a.title.localeCompare(b.title, 'en-IN', { sensitivity: 'base' }) ||
        a._id.localeCompare(b._id),
    )
    .slice(0, SEARCH_PER_KIND)
    .map(({ tier: _tier, ...result }) => result as unknown as R);
}
