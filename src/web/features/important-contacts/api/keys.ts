/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const importantContactKeys = {
  all: ['important-contacts'] as const,
  list: () => [...importantContactKeys.all, 'list'] as const,
};
