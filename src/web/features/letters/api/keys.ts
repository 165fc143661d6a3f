/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const letterKeys = {
  all: ['letters'] as const,
  customer: (id: string | null | undefined) => [...letterKeys.all, 'customer', id] as const,
  customerRecord: (id: string | null | undefined) => [...letterKeys.all, 'customer-record', id] as const,
  one: (id: string | null | undefined) => [...letterKeys.all, 'one', id] as const,
  lists: () => [...letterKeys.all, 'list'] as const,
  list: (entityId: string | null) => [...letterKeys.lists(), entityId] as const,
  customerSearch: (search: string) => [...letterKeys.all, 'customers', search] as const,
};
