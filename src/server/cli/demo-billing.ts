import { financialYearOf } from '../../domain/billing/financial-year';
import { addDays, istDate } from '../../domain/india-date';
import { quotationInputSchema } from '../../domain/schemas/quotation';
import { createQuotation } from '../modules/quotations/service';
import type { DemoContext, DemoStep } from './demo-data';

const bank = {
  name: 'HDFC Bank',
  accNo: '50200012345678',
  ifsc: 'HDFC0000123',
  branch: 'Baner, Pune',
  message: 'Please quote the quotation number with your payment.',
  terms:
    '1. Prices are ex-site and valid until the date above.\n2. 50% advance with the order, balance before dispatch.',
};

const line = (name: string, hsn: string, qty: number, unitPrice: number, gst: 'intra' | 'inter', discount = 0) => ({
  name,
  hsn,
  qty,
  unitPrice,
  discount,
  ...(gst === 'intra' ? { cgst: 9, sgst: 9, igst: 0 } : { cgst: 0, sgst: 0, igst: 18 }),
});

const customers = [
  {
    name: 'Shinde Constructions',
    mobile: '9822334455',
    city: 'Pune',
    state: 'Maharashtra',
    gstin: '27AAKFS4321M1Z2',
    type: 'Contractor',
    gst: 'intra' as const,
  },
  {
    name: 'Patil Builders & Developers',
    mobile: '9890112233',
    city: 'Nashik',
    state: 'Maharashtra',
    gstin: '27AACFP7788Q1Z9',
    type: 'Project',
    gst: 'intra' as const,
  },
  {
    name: 'Sri Venkateshwara Infra',
    mobile: '9845012345',
    city: 'Belagavi',
    state: 'Karnataka',
    gstin: '29AAHCS1122R1Z4',
    type: 'Wholesale',
    gst: 'inter' as const,
  },
  {
    name: 'Rahul Deshmukh',
    mobile: '9767554433',
    city: 'Pune',
    state: 'Maharashtra',
    gstin: '',
    type: 'Retail',
    gst: 'intra' as const,
  },
];

/** A few material quotations, so Billing and the invoice screens have something to show. */
export const billingStep: DemoStep = {
  name: 'quotations',
  run: async (ctx: DemoContext) => {
    const admin = ctx.logins.find((l) => l.role === 'Administrator');
    const userId = admin ? ctx.users.get(admin.email) : undefined;
    if (!userId) throw new Error('The team step must run before the quotations step.');
    // The day and financial year are India's, whatever the zone of the machine seeding.
    const today = istDate(ctx.clock());
    const series = financialYearOf(today);
    const validUntil = addDays(today, 15);
    for (const [index, c] of customers.entries()) {
      const address = {
        street: `Site office, Survey No. ${120 + index * 7}`,
        city: c.city,
        state: c.state,
        country: 'India',
        pincode: '',
      };
      const input = quotationInputSchema.parse({
        quoteNo: `${series}/${String(index + 1).padStart(3, '0')}`,
        name: c.name,
        mobile: c.mobile,
        valid: validUntil,
        branchtype: index % 2 === 0 ? 'Residential' : 'Commercial',
        gstin: c.gstin,
        type: c.type,
        billing: address,
        shipping: address,
        bank,
        products: [
          line('Cement', '2523', 200 + index * 50, 270, c.gst),
          line('Steel', '7214', 2 + index, 5200, c.gst, 2),
          line('Bricks', '6901', 4, 5500, c.gst),
        ],
      });
      await createQuotation(ctx, input, userId);
    }
  },
};
