import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * country-state-city's data (17 MB of JSON, cities 8 MB), read once on first use and folded into
 * a compact index of names; the raw arrays are then garbage. Measured on first load: ~0.4 s and
 * ~7 MB of heap kept (docs/decisions/014-geography-data.md). Nothing here calls the network.
 */
interface StateEntry {
  name: string;
  code: string;
  cities: string[];
}
interface CountryEntry {
  name: string;
  iso2: string;
  states: StateEntry[];
}

export interface GeoIndex {
  countries: CountryEntry[];
  byName: Map<string, CountryEntry>;
}

const require = createRequire(import.meta.url);

function readAsset<T>(name: string): T {
  const path = require.resolve(`country-state-city/lib/assets/${name}`);
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

const key = (text: string) => text.trim().toLowerCase();

function build(): GeoIndex {
  const countries = readAsset<{ name: string; isoCode: string }[]>('country.json');
  const states = readAsset<{ name: string; isoCode: string; countryCode: string }[]>('state.json');
  const cities = readAsset<[string, string, string, ...unknown[]][]>('city.json');

  const byIso = new Map<string, CountryEntry>();
  for (const c of countries) byIso.set(c.isoCode, { name: c.name, iso2: c.isoCode, states: [] });
  const stateByCode = new Map<string, StateEntry>();
  for (const s of states) {
    const country = byIso.get(s.countryCode);
    if (!country) continue;
    const entry = { name: s.name, code: s.isoCode, cities: [] };
    country.states.push(entry);
    stateByCode.set(`${s.countryCode}|${s.isoCode}`, entry);
  }
  for (const [name, countryCode, stateCode] of cities)
    stateByCode.get(`${countryCode}|${stateCode}`)?.cities.push(name);

  const byName = new Map<string, CountryEntry>();
  const sorted = [...byIso.values()].sort((a, b) => a.name.localeCompare(b.name));
  for (const country of sorted) {
    country.states.sort((a, b) => a.name.localeCompare(b.name));
    for (const state of country.states) state.cities.sort((a, b) => a.localeCompare(b));
    byName.set(key(country.name), country);
    byName.set(key(country.iso2), country);
  }
  return { countries: sorted, byName };
}

let cached: GeoIndex | null = null;

/** The index, built on the first call and kept for the life of the process. */
export function geoIndex(): GeoIndex {
  cached ??= build();
  return cached;
}

export function findCountry(index: GeoIndex, name: string): CountryEntry | undefined {
  return index.byName.get(key(name));
}

export function findState(country: CountryEntry, name: string): StateEntry | undefined {
  const wanted = key(name);
  return country.states.find((s) => key(s.name) === wanted || key(s.code) === wanted);
}
