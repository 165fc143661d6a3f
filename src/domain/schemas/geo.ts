import { z } from 'zod';

/**
 * Countries, states and cities in the shapes of the third-party countries service the spec's
 * address fields read: data.data[].name, data.data.states[].name, data.data as names.
 */
export const geoCountriesSchema = z.object({
  error: z.boolean(),
  data: z.array(z.object({ name: z.string(), iso2: z.string() })),
});

export const geoStatesInputSchema = z.object({
  country: z.string({ error: 'Country is required.' }).trim().min(1, { error: 'Country is required.' }).max(100),
});
export const geoStatesSchema = z.object({
  error: z.boolean(),
  data: z.object({
    name: z.string(),
    iso2: z.string(),
    states: z.array(z.object({ name: z.string(), state_code: z.string() })),
  }),
});

export const geoCitiesInputSchema = geoStatesInputSchema.extend({
  state: z.string({ error: 'State is required.' }).trim().min(1, { error: 'State is required.' }).max(100),
});
export const geoCitiesSchema = z.object({ error: z.boolean(), data: z.array(z.string()) });
