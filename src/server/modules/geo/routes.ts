import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  geoCitiesInputSchema,
  geoCitiesSchema,
  geoCountriesSchema,
  geoStatesInputSchema,
  geoStatesSchema,
} from '../../../domain/schemas/geo';
import { notFound } from '../../lib/app-error';
import { requires } from '../../plugins/access';
import { findCountry, findState, geoIndex } from './geo-data';

const countryMissing = (name: string) => notFound(`No country is called ${name}.`, 'COUNTRY_NOT_FOUND');

/** Offline geography in the countries service's shapes. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['geography'];
  const config = requires('geo.view');
  // Lists change only with a package upgrade: let browsers keep them for a day.
  const cache = 'private, max-age=86400';

  app.get(
    '/countries',
    { config, schema: { tags, response: { 200: geoCountriesSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', cache);
      return { error: false, data: geoIndex().countries.map(({ name, iso2 }) => ({ name, iso2 })) };
    },
  );

  app.post(
    '/states',
    { config, schema: { tags, body: geoStatesInputSchema, response: { 200: geoStatesSchema } } },
    async (request) => {
      const country = findCountry(geoIndex(), request.body.country);
      if (!country) throw countryMissing(request.body.country);
      return {
        error: false,
        data: {
          name: country.name,
          iso2: country.iso2,
          states: country.states.map((s) => ({ name: s.name, state_code: s.code })),
        },
      };
    },
  );

  app.post(
    '/cities',
    { config, schema: { tags, body: geoCitiesInputSchema, response: { 200: geoCitiesSchema } } },
    async (request) => {
      const country = findCountry(geoIndex(), request.body.country);
      if (!country) throw countryMissing(request.body.country);
      const state = findState(country, request.body.state);
      if (!state) throw notFound(`${country.name} has no state called ${request.body.state}.`, 'STATE_NOT_FOUND');
      return { error: false, data: state.cities };
    },
  );
};
