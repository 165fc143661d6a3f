/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const kycLogKeys = {
  all: ['kyc-access-log'] as const,
  page: (page: number) => [...kycLogKeys.all, page] as const,
};
