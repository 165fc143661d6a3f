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
const anyOf = (parts: (SQL | undefined)[]): SQL | undefined => {
  const kept = parts.filter((p): p is SQL => p !== undefined);
  return kept.length === 0 ? undefined : sql`(${sql.join(kept, sql` or `)})`;
};

/**
 * The conditions of each tier, best first. Each tier reads at most a handful of rows through its
 * index (no ORDER BY, so a bitmap scan stops at the LIMIT): a surname with 10,000 matches costs
 * the same as a rare one. A trigram needs three characters, so shorter terms only match exactly
 * or at the start.
 */
export function tiersOf(term: Term, target: Target): (SQL | undefined)[] {
  const { text, mobile, digits } = term;
  const byText = target.numbered || digits === null;
  const long = text.length >= 3;
  const lower = text.toLowerCase();
  const mobiles = target.mobiles ?? [];
  const texts = target.texts ?? [];
  const form = target.mobileForm ?? ((m: string) => m);
  const numberDigits = digits !== null && digits.length >= 3 ? digits : null;
  return [
    anyOf([
      byText ? sql`lower(${target.name}) = ${lower}` : undefined,
      ...(byText && long ? texts.map((c) => sql`${c} ilike ${escapeLike(text)}`) : []),
      ...(mobile ? mobiles.map((c) => sql`${c} = ${form(mobile)}`) : []),
    ]),
    anyOf([
      byText && text.length >= 2 ? sql`${target.name} ilike ${`${escapeLike(text)}%`}` : undefined,
      ...(numberDigits && !mobile ? mobiles.map((c) => sql`${c} like ${`${escapeLike(form(numberDigits))}%`}`) : []),
    ]),
    byText && long ? sql`${target.name} ilike ${`% ${escapeLike(text)}%`}` : undefined,
    anyOf([
      byText && long ? sql`${target.name} ilike ${likePattern(text)}` : undefined,
      ...(byText && long ? texts.map((c) => sql`${c} ilike ${likePattern(text)}`) : []),
      ...(numberDigits && !mobile ? mobiles.map((c) => sql`${c} like ${likePattern(numberDigits)}`) : []),
    ]),
  ];
}

export interface Found {
  id: string;
  tier: number;
}

/** The ids of at most SEARCH_PER_KIND records per tier, each with its best tier. */
export async function findIds(db: DbOrTx, term: Term, target: Target): Promise<Found[]> {
  const selects = tiersOf(term, target).flatMap((condition, tier) =>
    condition
      ? [
          sql`(select ${target.id} as id, ${sql.raw(String(tier))} as tier from ${target.table}
              where ${target.base ? sql`${target.base} and ` : sql``}${condition} limit ${SEARCH_PER_KIND})`,
        ]
      : [],
  );
  if (selects.length === 0) return [];
  const rows = rowsOf<{ id: string; tier: number }>(
    await db.execute(
      sql`select found.id, min(found.tier) as tier from (${sql.join(selects, sql` union all `)}) found group by found.id`,
    ),
  );
  return rows.map((row) => ({ id: row.id, tier: Number(row.tier) }));
}

/** Results best tier first, then by title; at most SEARCH_PER_KIND. */
export function ranked<R extends { _id: string; title: string }>(found: Found[], rows: R[]): R[] {
  const tierOf = new Map(found.map((f) => [f.id, f.tier]));
  return rows
    .sort(
      (a, b) =>
        (tierOf.get(a._id) ?? 9) - (tierOf.get(b._id) ?? 9) ||
        a.title.localeCompare(b.title, 'en-IN', { sensitivity: 'base' }) ||
        a._id.localeCompare(b._id),
    )
    .slice(0, SEARCH_PER_KIND);
}
