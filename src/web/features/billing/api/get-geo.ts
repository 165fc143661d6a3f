import { useQuery } from '@tanstack/react-query';
import { geoCitiesSchema, geoCountriesSchema, geoStatesSchema } from '../../../../domain/schemas/geo';
import { api } from '../../../lib/api-client';
import { billingKeys } from './keys';

const day = 24 * 3600_000;

export function useCountries() {
  return useQuery({
    queryKey: billingKeys.countries(),
    queryFn: ({ signal }) =>
      api.get('/api/geo/countries', geoCountriesSchema, signal).then((r) => r.data.map((c) => c.name)),
    staleTime: day,
  });
}

export function useStates(country: string) {
  return useQuery({
    queryKey: billingKeys.states(country),
    queryFn: () =>
      api.post('/api/geo/states', { country }, geoStatesSchema).then((r) => r.data.states.map((s) => s.name)),
    enabled: Boolean(country),
    staleTime: day,
    retry: false,
  });
}

export function useCities(country: string, state: string) {
  return useQuery({
    queryKey: billingKeys.cities(country, state),
    queryFn: () => api.post('/api/geo/cities', { country, state }, geoCitiesSchema).then((r) => r.data),
    enabled: Boolean(country && state),
    staleTime: day,
    retry: false,
  });
}
