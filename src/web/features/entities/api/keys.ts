/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const entityKeys = {
  all: ['entities'] as const,
  list: (filters: object) => [...entityKeys.all, 'list', filters] as const,
  one: (id: string | null | undefined) => [...entityKeys.all, 'one', id] as const,
  contacts: (entityId: string) => [...entityKeys.all, 'contacts', entityId] as const,
  history: (id: string | null | undefined) => [...entityKeys.all, 'history', id] as const,
  payments: (id: string | null | undefined) => [...entityKeys.all, 'payments', id] as const,
};
