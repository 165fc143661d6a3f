import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsAppCloud } from './fake-whatsapp-cloud';
import { api, created, inList, put, type Rec, type Resource, sendForm, session } from './round-trip-client';
import { buildTestApp } from './test-app';
import { seedUsers } from './users';
import { SAMPLE_WHATSAPP_TEMPLATES } from './whatsapp-sample-templates';

/**
 * Decision 063, "the API takes back what it returns": for every resource with a GET and an update, the
 * record a GET gave is sent back as it is (200, nothing changes) and with one field changed (200,
 * the next GET shows exactly that change). Optional fields are left empty on create, so the GET
 * carries nulls, and references come back as the `{ _id, name }` objects the GET returned.
 */

const ids = { source: '', otherSource: '', branch: '', supplier: '', material: '', entity: '', project: '', tower: '' };
/** The lead the round-tripped site visit is booked for. */
let visitLeadId = '';

const resources: Resource[] = [
  {
    name: 'team member',
    create: () =>
      created(
        api('POST', '/api/team/createMember', {
          name: 'Kiran Patil',
          email: 'kiran@example.in',
          mobile: '9822000001',
          role: 1,
        }),
        (d) => d.member,
      ),
    read: async (id) => (await api('GET', `/api/team/getMemberById/${id}`)).data.member,
    update: put('/api/team/updateMember/:id'),
    change: () => ({ name: 'Kiran S. Patil' }),
  },
  {
    // Registered, so the GET gives `mobile: null`.
    name: 'team member without a mobile',
    create: async () => session.people.admin.id,
    read: async (id) => (await api('GET', `/api/team/getMemberById/${id}`)).data.member,
    update: put('/api/team/updateMember/:id'),
    change: () => ({ mobile: '9822000007' }),
    volatile: ['updatedAt', 'lastLoginAt'],
  },
  {
    name: 'project',
    create: () =>
      created(api('POST', '/api/projects', { name: 'Sahyadri Greens', city: 'Pune', state: 'Maharashtra' }), (d) => d),
    read: async (id) => (await api('GET', `/api/projects/${id}`)).data,
    update: put('/api/projects/:id'),
    change: () => ({ reraNumber: 'P52100099999', branchId: ids.branch }),
    volatile: ['updatedAt', 'branch'],
  },
  {
    name: 'unit',
    create: () =>
      created(
        api('POST', `/api/projects/${ids.project}/units`, {
          towerId: ids.tower,
          number: '701',
          floor: 7,
          type: '2BHK',
          carpetSqm: 62.5,
          saleableSqm: 85,
        }),
        (d) => d,
      ),
    read: async (id) => (await api('GET', `/api/units/${id}`)).data,
    update: put('/api/units/:id'),
    change: () => ({ facing: 'E', locations: ['corner'] }),
    volatile: ['updatedAt'],
  },
  {
    name: 'price list',
    create: () =>
      created(
        api('POST', `/api/projects/${ids.project}/price-lists`, {
          effectiveFrom: '2099-01-01',
          baseRatePerSqft: 12000,
        }),
        (d) => d,
      ),
    read: (id) => inList(`/api/projects/${ids.project}/price-lists`, 'priceLists', id),
    update: put('/api/price-lists/:id'),
    change: () => ({ baseRatePerSqft: 12500, floorRiseAboveFloor: 4, floorRisePerSqft: 50 }),
  },
  {
    name: 'payment plan',
    create: () =>
      created(
        api('POST', '/api/payment-plans', {
          projectId: ids.project,
          name: 'Round-trip CLP',
          kind: 'construction_linked',
          parkingSplit: 'milestones',
          milestones: [
            { name: 'Booking', trigger: 'booking', percent: 10, parkingPercent: 50 },
            { name: 'Plinth', trigger: 'stage', stage: 'Plinth', percent: 45.5 },
            { name: 'Possession', trigger: 'stage', stage: 'Possession', percent: 44.5, parkingPercent: 50 },
          ],
        }),
        (d) => d,
      ),
    read: async (id) => (await api('GET', `/api/payment-plans/${id}`)).data,
    update: put('/api/payment-plans/:id'),
    change: () => ({ name: 'Round-trip CLP 2', note: 'Slab dates from the engineer' }),
    volatile: ['updatedAt'],
  },
  {
    name: 'stamp-duty rate',
    create: () =>
      created(
        api('POST', '/api/stamp-duty-rates', {
          state: 'Goa',
          area: 'Panaji',
          stampDutyPercent: 5,
          registrationPercent: 3,
          source: 'Goa stamp duty notification, read 2026-11-28',
        }),
        (d) => d,
      ),
    read: (id) => inList('/api/stamp-duty-rates', 'rates', id),
    update: put('/api/stamp-duty-rates/:id'),
    change: () => ({ registrationCapRupees: 30000 }),
    volatile: ['updatedAt'],
  },
  {
    name: 'branch',
    create: () => created(api('POST', '/api/branch/create', { name: 'Nashik' }), (d) => d.branch),
    read: (id) => inList('/api/branch/getAllBranch', 'branches', id),
    update: put('/api/branch/updateBranch/:id'),
    change: () => ({ city: 'Nashik' }),
  },
  {
    name: 'bank',
    create: () =>
      created(
        api('POST', '/api/bank/createBank', {
          name: 'HDFC Bank',
          accountHolder: 'Shree Ganesh Developers',
          accNo: '50100012345678',
          ifsc: 'HDFC0000123',
        }),
        (d) => d.bank,
      ),
    read: (id) => inList('/api/bank/getAllBanks', 'banks', id),
    update: put('/api/bank/updateBank/:id'),
    change: () => ({ branch: 'Baner' }),
  },
  {
    name: 'source',
    create: () => created(api('POST', '/api/source/create', { name: 'Hoarding, Baner' }), (d) => d.source),
    read: (id) => inList('/api/source/getAllSource', 'sources', id),
    update: put('/api/source/updateSource/:id'),
    change: () => ({ description: 'Hoarding at Baner phata' }),
  },
  {
    name: 'assignment rule',
    create: () =>
      created(
        api('POST', '/api/assignment-rules', { name: 'Walk-ins', members: [session.people.manager.id] }),
        (d) => d.rule,
      ),
    read: (id) => inList('/api/assignment-rules', 'rules', id),
    update: put('/api/assignment-rules/:id'),
    change: () => ({ dailyCap: 3 }),
  },
  {
    name: 'important contact',
    create: () =>
      created(
        api('POST', '/api/important-contacts', {
          name: 'Adv. Meera Kulkarni',
          mobile: '9822000002',
          email: 'meera@example.in',
          profession: 'Lawyer',
        }),
        (d) => d,
      ),
    read: (id) => inList('/api/important-contacts', 'contacts', id),
    update: put('/api/important-contacts/:id'),
    change: () => ({ pan: 'ABCDE1234F' }),
  },
  {
    name: 'customer property (multipart)',
    create: async () => {
      const res = await sendForm('POST', '/api/customer-property', {
        ownerName: 'Rahul Deshmukh',
        address: 'Flat 12, Baner',
        contact: '919822000003',
        type: 'Residential',
        subType: '2BHK',
        projectName: 'Ganesh Heights',
      });
      expect(res.statusCode, res.body).toBe(201);
      return JSON.parse(res.body).data._id;
    },
    read: async (id) => (await api('GET', `/api/customer-property/${id}`)).data.data,
    update: (id, record) => sendForm('PUT', `/api/customer-property/${id}`, record),
    change: () => ({ projectName: 'Ganesh Heights Phase 2' }),
  },
  {
    name: 'entity',
    create: () => created(api('POST', '/api/entities', { type: 'land_owner', name: 'Sunil Jadhav' }), (d) => d.entity),
    read: async (id) => (await api('GET', `/api/entities/${id}`)).data.entity,
    update: put('/api/entities/:id'),
    change: () => ({ address: 'Survey 45, Wakad' }),
  },
  {
    name: 'entity payment',
    create: () =>
      created(
        api('POST', `/api/entities/payment/${ids.entity}`, { amount: 250000, date: '2026-04-10', mode: 'cash' }),
        (d) => d.payment,
      ),
    read: async (id) =>
      ((await api('GET', `/api/entities/payment/${ids.entity}`)).data.payments as Rec[]).find((p) => p._id === id)!,
    update: (id, record) => put(`/api/entities/payment/${ids.entity}/:id`)(id, record),
    change: () => ({ note: 'Token amount' }),
  },
  {
    name: 'entity contact',
    create: () =>
      created(
        api('POST', '/api/customerContact', {
          entityId: ids.entity,
          kind: 'family',
          name: 'Kavita Jadhav',
          relation: 'Spouse',
        }),
        (d) => d,
      ),
    read: (id) => inList(`/api/customerContact?entityId=${ids.entity}`, 'contacts', id),
    update: put('/api/customerContact/:id'),
    change: () => ({ mobile: '9822000004' }),
  },
  {
    name: 'supplier',
    create: () =>
      created(
        api('POST', '/api/suppliers/add', {
          name: 'Nashik Sand Suppliers',
          mobile: '9822000005',
          state: 'Maharashtra',
        }),
        (d) => d,
      ),
    read: (id) => inList('/api/suppliers/list', 'suppliers', id),
    update: put('/api/suppliers/update/:id'),
    change: () => ({ contactPerson: 'Ganesh More' }),
  },
  {
    name: 'material',
    create: () =>
      created(api('POST', '/api/materials/add', { name: 'River sand', unit: 'Brass', rate: 5200, gst: 5 }), (d) => d),
    read: (id) => inList('/api/materials/list', 'materials', id),
    update: put('/api/materials/update/:id'),
    change: () => ({ description: 'Washed, for plaster' }),
  },
  {
    name: 'purchase',
    create: () =>
      created(
        api('POST', '/api/purchases/add', {
          supplierId: ids.supplier,
          invoiceNo: 'NSS/101',
          date: '2026-04-10',
          items: [
            { materialId: ids.material, qty: 2, rate: 5200, gst: 5 },
            { materialId: ids.material, qty: 1.5, rate: 5000, gst: 5 },
          ],
        }),
        (d) => d.purchase,
      ),
    read: async (id) => (await api('GET', `/api/purchases/${id}`)).data.purchase,
    update: put('/api/purchases/update/:id'),
    // The next GET's lines must keep their ids.
    change: () => ({ notes: 'Delivered to wing B' }),
  },
  {
    name: 'lead',
    create: () =>
      created(
        api('POST', '/api/lead/create', {
          name: 'Priya Shinde',
          mobile: '9822000006',
          sourceId: ids.source,
          branchId: ids.branch,
          assignedTo: session.people.manager.id,
        }),
        (d) => d.lead,
      ),
    read: async (id) => (await api('GET', `/api/lead/getLeadById/${id}`)).data.lead,
    update: put('/api/lead/update/:id'),
    change: () => ({ source: { _id: ids.otherSource, name: 'Website' } }),
  },
  {
    // Created by the administrator for the manager, so `assignedBy` is set and stays on reassigning.
    name: 'task',
    create: async () => {
      const lead = await api('GET', '/api/lead/getLeads');
      return created(
        api('POST', '/api/task/create', {
          title: 'Share the cost sheet',
          dueAt: '2026-05-02T10:30',
          assignee: session.people.manager.id,
          lead: lead.data.leads[0]?._id,
        }),
        (d) => d.task,
      );
    },
    read: async (id) => (await api('GET', `/api/task/getTaskById/${id}`)).data.task,
    update: put('/api/task/update/:id'),
    change: () => ({ assignee: { _id: session.people.executive.id, name: 'Esha Executive' } }),
  },
  {
    // Reschedule takes back the visit a GET returned; only its time (and note) can change there.
    name: 'site visit',
    create: async () => {
      const lead = await api('GET', '/api/lead/getLeads');
      visitLeadId = lead.data.leads[0]?._id;
      return created(
        api('POST', `/api/siteVisit/schedule/${visitLeadId}`, { project: 'Sahyadri Heights', at: '2036-01-15T11:00' }),
        (d) => d.visit,
      );
    },
    read: async (id) =>
      (await api('GET', `/api/siteVisit/getByLeadId/${visitLeadId}`)).data.visits.find((v: Rec) => v._id === id),
    update: put('/api/siteVisit/reschedule/:id'),
    change: () => ({ at: '2036-01-16T09:30:00.000Z' }),
  },
  {
    name: 'sales contact',
    create: () =>
      created(
        api('POST', '/api/contact/createContact', {
          name: 'Ajay Bhalerao',
          mobile: '9822000008',
          kind: 'channel_partner',
          assignedTo: session.people.manager.id,
        }),
        (d) => d.contact,
      ),
    read: async (id) => (await api('GET', `/api/contact/getContactById/${id}`)).data.contact,
    update: put('/api/contact/updateContact/:id'),
    change: () => ({ company: 'Bhalerao Realty' }),
  },
  {
    name: 'quotation',
    create: () => created(api('POST', '/api/quotations/create', quotation()), (d) => d.data),
    read: async (id) => (await api('GET', `/api/quotations/featch/${id}`)).data.data,
    update: put('/api/quotations/update/:id'),
    change: () => ({ name: 'Sai Constructions Pvt Ltd' }),
  },
  {
    name: 'company (multipart)',
    create: async () => {
      const res = await sendForm('PUT', '/api/company', {
        name: 'Shree Ganesh Developers',
        address: 'Baner Road, Pune',
        state: 'Maharashtra',
      });
      expect(res.statusCode, res.body).toBe(200);
      return 'company';
    },
    read: async () => (await api('GET', '/api/company')).data.company,
    update: (_id, record) => sendForm('PUT', '/api/company', record),
    change: () => ({ city: 'Pune' }),
  },
  {
    // One settings object per company: the schedule and retention of the backups.
    name: 'backup settings',
    create: async () => 'backups',
    read: async () => (await api('GET', '/api/backups')).data.settings,
    update: (_id, record) => put('/api/backups/settings')(_id, record),
    change: () => ({ dailyAt: '01:15', keepLast: 21 }),
  },
  {
    // One setting per company: how long a unit's hold lasts (decision 180).
    name: 'hold hours',
    create: async () => 'hold-hours',
    read: async () => (await api('GET', '/api/settings/hold-hours')).data,
    update: (_id, record) => put('/api/settings/hold-hours')(_id, record),
    change: () => ({ holdHours: 24 }),
  },
  {
    // One switch per company: overdue demands' reminders (decision 200).
    name: 'collection reminders',
    create: async () => 'collection-reminders',
    read: async () => (await api('GET', '/api/collections/reminders')).data,
    update: (_id, record) => put('/api/collections/reminders')(_id, record),
    change: () => ({ enabled: false }),
  },
  {
    // The days to pay a demand and the interest on late payments (decisions 191, 203).
    name: 'collection settings',
    create: async () => 'collection-settings',
    read: async () => (await api('GET', '/api/collections/settings')).data,
    update: (_id, record) => put('/api/collections/settings')(_id, record),
    change: () => ({ demandDueDays: 21, interestRatePercent: 11.35 }),
  },
  {
    // Decision 199: the GET (with a template set and one null) goes back as a PUT.
    name: 'demand and reminder SMS templates',
    create: async () => {
      const res = await api('PUT', '/api/settings/sms/notices', {
        demandRaised: {
          dltTemplateId: '1107160000000099001',
          senderId: 'SUNRSE',
          category: 'service_implicit',
          registeredText: 'Dear {#var#}, demand {#var#} of Rs.{#var#} is due by {#var#}. -SUNRISE',
          variables: ['buyerFirstName', 'demandNo', 'amount', 'dueDate'],
        },
        paymentReminder: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      return 'sms-notices';
    },
    read: async () => (await api('GET', '/api/settings/sms/notices')).data,
    update: (_id, record) => put('/api/settings/sms/notices')(_id, record),
    change: () => ({
      paymentReminder: {
        dltTemplateId: '1107160000000099002',
        senderId: 'SUNRSE',
        category: 'transactional',
        registeredText: 'Dear {#var#}, Rs.{#var#} of demand {#var#} is overdue. -SUNRISE',
        variables: ['buyerFirstName', 'amount', 'demandNo'],
      },
    }),
  },
  {
    // Decision 214: the settings' GET (secrets as set / not set) goes back as a PUT and keeps them.
    name: 'WhatsApp settings',
    create: async () => {
      await api('PUT', '/api/settings/whatsapp', {
        settings: {
          enabled: false,
          provider: 'cloud',
          phoneNumberId: '1098765432101',
          businessAccountId: '2098765432101',
        },
        accessToken: 'EAAG-round-trip',
      });
      return 'whatsapp-settings';
    },
    read: async () => (await api('GET', '/api/settings/whatsapp')).data,
    update: (_id, record) => put('/api/settings/whatsapp')(_id, record),
    change: (before) => ({ settings: { ...(before.settings as Rec), ratePerSecond: 40, tier: '2000' } }),
  },
  {
    // A synced WhatsApp template: its GET goes back as the mapping PUT (our part only is read).
    name: 'WhatsApp template mapping',
    create: async () => {
      const fake = await startFakeWhatsAppCloud({
        accessToken: 'EAAG-round-trip',
        appSecret: 's',
        templates: SAMPLE_WHATSAPP_TEMPLATES,
      });
      try {
        await api('PUT', '/api/settings/whatsapp', {
          settings: {
            enabled: false,
            provider: 'cloud',
            phoneNumberId: fake.phoneNumberId,
            businessAccountId: fake.businessAccountId,
            apiBaseUrl: fake.url,
          },
          accessToken: 'EAAG-round-trip',
        });
        await api('POST', '/api/whatsapp/templates/sync');
      } finally {
        await fake.close();
      }
      const list = (await api('GET', '/api/whatsapp/templates')).data.items as Rec[];
      return String(list.find((x) => x.name === 'project_launch')?.id);
    },
    read: async (id) =>
      ((await api('GET', '/api/whatsapp/templates')).data.items as Rec[]).find((x) => x.id === id) as Rec,
    update: put('/api/whatsapp/templates/:id'),
    change: () => ({ params: ['firstName', 'project'] }),
  },
  {
    name: 'draft',
    create: () =>
      created(api('POST', '/api/drafts', { kind: 'quotation-create', data: { name: 'Sai' } }), (d) => d.draft),
    read: async (id) => (await api('GET', `/api/drafts/${id}`)).data.draft,
    update: put('/api/drafts/:id'),
    change: () => ({ title: 'Sai Constructions' }),
  },
];

function quotation() {
  const address = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' };
  return {
    quoteNo: 'RT-001',
    name: 'Sai Constructions',
    mobile: '9876543210',
    valid: '2026-12-31',
    branchtype: 'Residential',
    billing: address,
    shipping: address,
    products: [{ name: 'Cement', hsn: '2523', qty: 10, unitPrice: 270, cgst: 14, sgst: 14, igst: 0, discount: 10 }],
  };
}

const without = (record: Rec, keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

beforeAll(async () => {
  session.t = await buildTestApp();
  session.people = await seedUsers(session.t);
  await sendForm('PUT', '/api/company', { name: 'Shree Ganesh Developers', address: 'Pune', state: 'Maharashtra' });
  const source = (name: string) => created(api('POST', '/api/source/create', { name }), (d) => d.source);
  ids.source = await source('99acres');
  ids.otherSource = await source('Website');
  ids.branch = await created(api('POST', '/api/branch/create', { name: 'Pune' }), (d) => d.branch);
  ids.project = await created(
    api('POST', '/api/projects', { name: 'Round Trip Towers', city: 'Pune', state: 'Maharashtra' }),
    (d) => d,
  );
  ids.tower = await created(
    api('POST', `/api/projects/${ids.project}/towers`, { name: 'A', floorFrom: 1, floorTo: 10 }),
    (d) => d,
  );
  ids.supplier = await created(
    api('POST', '/api/suppliers/add', { name: 'Pune Cement Traders', mobile: '9822011111', state: 'Maharashtra' }),
    (d) => d,
  );
  ids.material = await created(
    api('POST', '/api/materials/add', { name: 'Cement OPC 53', unit: 'Bag', rate: 385, gst: 28 }),
    (d) => d,
  );
  ids.entity = await created(
    api('POST', '/api/entities', { type: 'customer', name: 'Anil Pawar', project: 'Ganesh Heights', flatNo: 'B-1203' }),
    (d) => d.entity,
  );
});

afterAll(async () => {
  await session.t?.close();
});

describe.each(resources)('$name takes back what its GET returned', (resource) => {
  const volatile = resource.volatile ?? ['updatedAt'];
  let id = '';
  beforeAll(async () => {
    id = await resource.create();
  });

  it('unchanged: 200 and nothing changes', async () => {
    const before = await resource.read(id);
    const res = await resource.update(id, before);
    expect(res.statusCode, res.body).toBe(200);
    expect(without(await resource.read(id), volatile)).toEqual(without(before, volatile));
  });

  it('with one field changed: 200 and exactly that change', async () => {
    const before = await resource.read(id);
    const change = resource.change(before);
    const res = await resource.update(id, { ...before, ...change });
    expect(res.statusCode, res.body).toBe(200);
    expect(without(await resource.read(id), volatile)).toEqual(without({ ...before, ...change }, volatile));
  });
});
