/** Query keys of quotations, invoices, drafts and their lookups: invalidate a root to refresh everything under it. */
export const quotationKeys = {
  all: ['quotations'] as const,
  one: (id: string | null | undefined) => [...quotationKeys.all, 'one', id] as const,
  page: (query: object) => [...quotationKeys.all, 'page', query] as const,
  nextNumber: () => [...quotationKeys.all, 'next-number'] as const,
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  one: (id: string | null | undefined) => [...invoiceKeys.all, 'one', id] as const,
  page: (query: object) => [...invoiceKeys.all, 'page', query] as const,
};

export const draftKeys = {
  all: ['drafts'] as const,
  list: () => [...draftKeys.all, 'list'] as const,
  one: (id: string | null | undefined) => [...draftKeys.all, 'one', id] as const,
};

export const billingKeys = {
  lead: (id: string | null | undefined) => ['billing', 'lead', id] as const,
  countries: () => ['geo', 'countries'] as const,
  states: (country: string) => ['geo', 'states', country] as const,
  cities: (country: string, state: string) => ['geo', 'cities', country, state] as const,
};
