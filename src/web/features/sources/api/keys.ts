/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const sourceKeys = {
  all: ['sources'] as const,
  list: () => [...sourceKeys.all, 'list'] as const,
};
