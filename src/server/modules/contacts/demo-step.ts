import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { contactInputSchema } from '../../../domain/schemas/contact';
import type { AppContext } from '../../context';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { convertToLead, createContact } from './service';

/** Brokers and channel partners a Pune and Nashik sales office works with. */
const CONTACTS = [
  [
    'Ajay Bhalerao',
    '9823140011',
    'channel_partner',
    'Bhalerao Realty LLP',
    'Nashik',
    'Brings 3–4 buyers a month for Godavari Residency; 1.5 % brokerage.',
  ],
  ['Sunita Khairnar', '9850212233', 'broker', 'Khairnar Properties', 'Nashik', 'Gangapur Road resale and rentals.'],
  ['Prashant Gite', '9763344556', 'broker', 'Gite Estate Consultants', 'Nashik', null],
  [
    'Rahul Deshmukh',
    '9822456677',
    'channel_partner',
    'Square Feet Advisors',
    'Pune',
    'Empanelled for Sahyadri Heights and Greens; IT crowd in Hinjewadi.',
  ],
  [
    'Meenal Kulkarni',
    '9890567788',
    'channel_partner',
    'HomeKey Realty (Baner)',
    'Pune',
    'Sends site-visit requests on WhatsApp every Friday.',
  ],
  ['Imran Shaikh', '9011678899', 'broker', 'Shaikh & Sons Property Point', 'Pune', 'Kondhwa and Wanowrie.'],
  [
    'Vinod Jagtap',
    '9960789900',
    'broker',
    null,
    'Pune',
    'Local broker near the Wakad site; knows every landlord on the road.',
  ],
  [
    'Sachin Borse',
    '9403890011',
    'referrer',
    null,
    'Nashik',
    'Owner in Godavari Residency A-wing; referred two buyers.',
  ],
  ['Kavita Patil', '9527901122', 'referrer', null, 'Pune', 'Bank RM at HDFC Baner; refers home-loan customers.'],
  [
    'Ganpat Mhaske',
    '9158012233',
    'neighbour',
    null,
    'Pune',
    'Farm next to the Sahyadri Greens plot; asks about road widening.',
  ],
  [
    'Deepak Agarwal',
    '9822123344',
    'vendor',
    'Agarwal Tiles & Sanitary',
    'Pune',
    'Interested in a shop in the commercial wing.',
  ],
  ['Nilesh Pawar', '9370234455', 'channel_partner', 'PropTiger franchise – Nashik Road', 'Nashik', null],
] as const;

/**
 * A dozen contacts through the contact service, spread over the last month and among the sales
 * team; two of them already became leads.
 */
export async function seedDemoContacts(ctx: AppContext, actor: { id: string; name: string }) {
  const { db, clock } = ctx;
  const workers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.role)))
    .orderBy(asc(users.name));
  const [source] = await db.select({ id: sources.id }).from(sources).orderBy(asc(sources.name)).limit(1);
  const who = { ...actor, role: 0 as const };
  const now = clock().getTime();
  for (const [i, [name, mobile, kind, company, city, notes]] of CONTACTS.entries()) {
    const at = new Date(now - (30 - i * 2) * 86_400_000);
    const deps = { ...ctx, clock: () => at };
    const input = contactInputSchema.parse({
      name,
      mobile,
      kind,
      company,
      city,
      notes,
      email: company ? `${name.split(' ')[0]!.toLowerCase()}@example.in` : null,
      assignedTo: i % 4 === 3 ? null : workers[i % workers.length]?.id,
    });
    const contact = await createContact(deps, input, who);
    if (source && (i === 2 || i === 8)) await convertToLead(deps, contact._id, { sourceId: source.id }, who);
  }
}
