import { bankInputSchema } from '../../domain/schemas/bank';
import { companyInputSchema } from '../../domain/schemas/company';
import { sourceInputSchema } from '../../domain/schemas/source';
import { companyProfile } from '../db/schema/company';
import { undefinedToNull } from '../lib/nulls';
import { createBank } from '../modules/banks/service';
import { createSource } from '../modules/sources/service';
import type { DemoStep } from './demo-data';

/**
 * The office's own records: letterhead, bank accounts and lead sources. Runs before purchases,
 * which need the company's state for GST.
 */
export const officeStep: DemoStep = {
  name: 'company, banks and sources',
  run: async (ctx) => {
    const company = companyInputSchema.parse({
      name: 'Sahyadri Homes & Infra LLP',
      address: 'Office 402, Pride Icon, Baner Road, Baner',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
      gstin: '27AAGFS1234K1Z8',
      phone: '020 2729 4410',
      email: 'accounts@sahyadrihomes.example',
      signatoryName: 'Rajesh Kulkarni',
      signatoryTitle: 'Director',
    });
    await ctx.db.insert(companyProfile).values({ id: 1, ...undefinedToNull(company), updatedAt: ctx.clock() });
    const deps = ctx;
    const terms =
      '1. Prices are ex-site and valid until the date above.\n2. 50% advance with the order, balance before dispatch.\n3. Goods once sold will not be taken back.';
    for (const bank of [
      {
        name: 'HDFC Bank',
        accountHolder: 'Sahyadri Homes & Infra LLP',
        accNo: '50200012345678',
        ifsc: 'HDFC0000123',
        branch: 'Baner, Pune',
        message: 'Please quote the quotation number with your payment.',
        terms,
      },
      {
        name: 'State Bank of India',
        accountHolder: 'Sahyadri Homes & Infra LLP',
        accNo: '38123456789',
        ifsc: 'SBIN0011223',
        branch: 'Wakad, Pune',
        terms,
      },
    ]) {
      await createBank(deps, bankInputSchema.parse(bank));
    }
    for (const name of ['99acres', 'MagicBricks', 'Housing.com', 'Walk-in', 'Channel partner', 'Website']) {
      await createSource(deps, sourceInputSchema.parse({ name }));
    }
  },
};
