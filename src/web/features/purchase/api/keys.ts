/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const purchaseKeys = {
  all: ['purchase'] as const,
  purchases: (filters: object) => [...purchaseKeys.all, 'purchases', filters] as const,
  purchase: (id: string | null | undefined) => [...purchaseKeys.all, 'purchases', 'one', id] as const,
  materials: () => [...purchaseKeys.all, 'materials'] as const,
  suppliers: () => [...purchaseKeys.all, 'suppliers'] as const,
  dashboard: (range: object) => [...purchaseKeys.all, 'dashboard', range] as const,
};
