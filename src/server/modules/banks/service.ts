import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Bank, bankInputSchema } from '../../../domain/schemas/bank';
import type { AppContext } from '../../context';
import { banks } from '../../db/schema/banks';
import { conflict, notFound } from '../../lib/app-error';
import { undefinedToNull } from '../../lib/nulls';
import { isInUseError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';

type BankValues = z.output<typeof bankInputSchema>;

const duplicateAccount = () =>
  conflict('This account (IFSC and account number) is already saved.', 'DUPLICATE_ACCOUNT', {
    accNo: 'This account is already saved.',
  });

function toBank(row: typeof banks.$inferSelect): Bank {
  const { id, createdAt, updatedAt: _u, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString() };
}

function columns(input: BankValues) {
  return {
    ...undefinedToNull({ branch: input.branch, message: input.message, terms: input.terms }),
    name: input.name,
    accountHolder: input.accountHolder,
    accNo: input.accNo,
    ifsc: input.ifsc,
  };
}

export async function listBanks(deps: AppContext): Promise<Bank[]> {
  const rows = await deps.db.select().from(banks).orderBy(asc(banks.name), asc(banks.createdAt));
  return rows.map(toBank);
}

export async function createBank(deps: AppContext, input: BankValues): Promise<Bank> {
  const now = deps.clock();
  try {
    const [row] = await deps.db
      .insert(banks)
      .values({ ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    return toBank(row!);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateAccount();
    throw error;
  }
}

export async function updateBank(deps: AppContext, id: string, input: BankValues): Promise<Bank> {
  try {
    const [row] = await deps.db
      .update(banks)
      .set({ ...columns(input), updatedAt: deps.clock() })
      .where(eq(banks.id, id))
      .returning();
    if (!row) throw notFound('That bank does not exist.');
    return toBank(row);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateAccount();
    throw error;
  }
}

export async function deleteBank(deps: AppContext, id: string) {
  const [bank] = await deps.db.select({ name: banks.name }).from(banks).where(eq(banks.id, id));
  if (!bank) throw notFound('That bank does not exist.');
  try {
    await deps.db.delete(banks).where(eq(banks.id, id));
  } catch (error) {
    // Records that point at a bank (added by later modules) restrict its deletion.
    if (isInUseError(error)) {
      throw conflict(`${bank.name} is used by other records, so it cannot be deleted.`, 'BANK_IN_USE');
    }
    throw error;
  }
  return { message: `${bank.name} has been deleted.` };
}
