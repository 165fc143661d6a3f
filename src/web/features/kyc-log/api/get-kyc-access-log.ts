import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { kycAccessLogSchema } from '../../../../domain/schemas/file';
import { api } from '../../../lib/api-client';
import { kycLogKeys } from './keys';

export const KYC_LOG_PAGE_SIZE = 50;

export function getKycAccessLog(page: number, signal?: AbortSignal) {
  return api.get(`/api/kyc-access-log?page=${page}&pageSize=${KYC_LOG_PAGE_SIZE}`, kycAccessLogSchema, signal);
}

export function useKycAccessLog(page: number) {
  return useQuery({
    queryKey: kycLogKeys.page(page),
    queryFn: ({ signal }) => getKycAccessLog(page, signal),
    placeholderData: keepPreviousData,
  });
}
