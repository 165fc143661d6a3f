/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (filters: object) => [...documentKeys.all, 'list', filters] as const,
  uploaders: () => [...documentKeys.all, 'uploaders'] as const,
};
