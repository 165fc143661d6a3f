import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  IssuedLetter,
  IssuedLetterSummary,
  IssueLetterInput,
  LetterType,
  letterQuerySchema,
} from '../../../domain/schemas/letter';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { entities } from '../../db/schema/entities';
import { issuedLetters } from '../../db/schema/letters';
import { badRequest, notFound } from '../../lib/app-error';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import type { AuthUser } from '../../plugins/access';

const buyerMissing = () => notFound('That flat buyer does not exist.', 'ENTITY_NOT_FOUND');
const letterMissing = () => notFound('That letter does not exist.');

const summaryColumns = {
  id: issuedLetters.id,
  type: issuedLetters.type,
  entityId: issuedLetters.entityId,
  entityName: entities.name,
  issuedBy: issuedLetters.issuedBy,
  issuedByName: issuedLetters.issuedByName,
  issuedAt: issuedLetters.issuedAt,
};

type SummaryRow = {
  id: string;
  type: string;
  entityId: string;
  entityName: string;
  issuedBy: string | null;
  issuedByName: string;
  issuedAt: Date;
};

function toSummary(row: SummaryRow): IssuedLetterSummary {
  return {
    _id: row.id,
    type: row.type as LetterType,
    entity: { _id: row.entityId, name: row.entityName },
    issuedBy: { _id: row.issuedBy, name: row.issuedByName },
    issuedAt: row.issuedAt.toISOString(),
  };
}

async function findBuyer(db: Db, id: string) {
  const [buyer] = await db
    .select({ id: entities.id, type: entities.type, name: entities.name })
    .from(entities)
    .where(eq(entities.id, id));
  return buyer;
}

/** Keeps a letter in the buyer's documents exactly as it was issued: who, when, and every field. */
export async function issueLetter(deps: AppContext, input: IssueLetterInput, user: AuthUser): Promise<IssuedLetter> {
  const buyer = await findBuyer(deps.db, input.entityId);
  if (!buyer) throw buyerMissing();
  if (buyer.type !== 'customer') {
    throw badRequest(
      `${buyer.name} is not a flat buyer; letters are issued to flat buyers only.`,
      { entityId: 'Choose a flat buyer.' },
      'NOT_A_FLAT_BUYER',
    );
  }
  try {
    const [row] = await deps.db
      .insert(issuedLetters)
      .values({
        entityId: buyer.id,
        type: input.type,
        fields: input.fields,
        issuedBy: user.id,
        issuedByName: user.name,
        issuedAt: deps.clock(),
      })
      .returning({ id: issuedLetters.id });
    return getLetter(deps, row!.id);
  } catch (error) {
    // The buyer was deleted between the check and the insert.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw buyerMissing();
    throw error;
  }
}

/** Issued letters, newest first: one buyer's, of one type, or the latest of all. */
export async function listLetters(
  deps: AppContext,
  query: z.output<typeof letterQuerySchema>,
): Promise<IssuedLetterSummary[]> {
  if (query.entityId && !(await findBuyer(deps.db, query.entityId))) throw buyerMissing();
  const where: SQL[] = [];
  if (query.entityId) where.push(eq(issuedLetters.entityId, query.entityId));
  if (query.type) where.push(eq(issuedLetters.type, query.type));
  const rows = await deps.db
    .select(summaryColumns)
    .from(issuedLetters)
    .innerJoin(entities, eq(entities.id, issuedLetters.entityId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(issuedLetters.issuedAt), desc(issuedLetters.id))
    .limit(query.limit);
  return rows.map(toSummary);
}

export async function getLetter(deps: AppContext, id: string): Promise<IssuedLetter> {
  const [row] = await deps.db
    .select({ ...summaryColumns, fields: issuedLetters.fields })
    .from(issuedLetters)
    .innerJoin(entities, eq(entities.id, issuedLetters.entityId))
    .where(eq(issuedLetters.id, id));
  if (!row) throw letterMissing();
  const { fields, ...summary } = row;
  return { ...toSummary(summary), fields };
}
