/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filters: object) => [...customerKeys.lists(), filters] as const,
  detail: (id: string | null | undefined) => [...customerKeys.all, 'detail', id] as const,
};
