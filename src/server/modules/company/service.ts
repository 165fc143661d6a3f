import { eq } from 'drizzle-orm';
import { type Company, type CompanyInput, companyInputSchema } from '../../../domain/schemas/company';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { companyProfile } from '../../db/schema/company';
import { badRequest } from '../../lib/app-error';
import { undefinedToNull } from '../../lib/nulls';
import { deleteFiles } from '../../storage/delete-files';
import type { ReceivedUpload } from '../../storage/receive-upload';
import { withUpload } from '../../storage/receive-upload';

const empty: Company = {
  name: '',
  address: '',
  city: null,
  state: '',
  pincode: null,
  gstin: null,
  phone: null,
  email: null,
  website: null,
  signatoryName: null,
  signatoryTitle: null,
  logoFileId: null,
  updatedAt: null,
};

/** The letterhead; an install that has not filled it in yet gets empty fields, not an error. */
export async function getCompany(db: DbOrTx): Promise<Company> {
  const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, 1));
  if (!row) return empty;
  const { id: _id, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}

/** Parses text fields of a multipart form with the shared schema; bad input is a 400 with field messages. */
export function parseCompanyFields(fields: Record<string, string>) {
  const parsed = companyInputSchema.safeParse(fields satisfies Partial<Record<keyof CompanyInput, string>>);
  if (!parsed.success) {
    const messages = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
    throw badRequest(
      parsed.error.issues[0]?.message ?? 'The company details are not valid.',
      messages,
      'VALIDATION_FAILED',
    );
  }
  return parsed.data;
}

export async function saveCompany(deps: AppContext, upload: ReceivedUpload, userId: string): Promise<Company> {
  let replacedLogo: string | null = null;
  await withUpload(upload, async () => {
    const input = parseCompanyFields(upload.fields);
    const removeLogo = upload.fields.removeLogo === 'true' || upload.fields.removeLogo === '1';
    await deps.db.transaction(async (tx) => {
      const [current] = await tx.select({ logo: companyProfile.logoFileId }).from(companyProfile);
      const saved = await upload.commit(tx, userId);
      const newLogo = saved.logo?.[0]?.id;
      const logoFileId = newLogo ?? (removeLogo ? null : (current?.logo ?? null));
      if (current?.logo && current.logo !== logoFileId) replacedLogo = current.logo;
      const values = {
        ...undefinedToNull({
          city: input.city,
          pincode: input.pincode,
          gstin: input.gstin,
          phone: input.phone,
          email: input.email,
          website: input.website,
          signatoryName: input.signatoryName,
          signatoryTitle: input.signatoryTitle,
        }),
        name: input.name,
        address: input.address,
        state: input.state,
        logoFileId,
        updatedAt: deps.clock(),
      };
      await tx
        .insert(companyProfile)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: companyProfile.id, set: values });
    });
  });
  if (replacedLogo) await deleteFiles(deps, [replacedLogo]);
  return getCompany(deps.db);
}
