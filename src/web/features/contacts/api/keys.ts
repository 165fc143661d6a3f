/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (query: object) => [...contactKeys.all, 'list', query] as const,
  options: () => [...contactKeys.all, 'options'] as const,
};
