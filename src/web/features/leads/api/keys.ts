/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const leadKeys = {
  all: ['leads'] as const,
  one: (id: string | null | undefined) => [...leadKeys.all, 'one', id] as const,
  options: () => [...leadKeys.all, 'options'] as const,
  list: (filters: object, page: number, pageSize: number) =>
    [...leadKeys.all, 'list', filters, page, pageSize] as const,
  bin: () => [...leadKeys.all, 'bin'] as const,
  binPage: (search: string, page: number, pageSize: number) => [...leadKeys.bin(), search, page, pageSize] as const,
  activities: (id: string, kind: string | null) => [...leadKeys.all, 'activities', id, kind] as const,
  consent: (id: string) => [...leadKeys.all, 'consent', id] as const,
  unmatchedProjects: (search: string, page: number, pageSize: number) =>
    [...leadKeys.all, 'unmatched-projects', search, page, pageSize] as const,
};
