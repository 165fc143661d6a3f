/**
 * The distance between two points on the earth, for a site-visit check-in (decision 209): the
 * haversine formula on a sphere of the earth's mean radius. Over the few hundred metres that decide
 * "at the site" its error (under 0.5%, the earth being no sphere) is far below a phone's GPS error.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The IUGG mean radius of the earth, metres. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres along the surface between a and b. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() keeps rounding from pushing h past 1 (and asin to NaN) for points opposite each other.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "120 m", "2.4 km": a distance as a person says it (the timeline and the visit screens). */
export function distanceLabel(meters: number): string {
  const m = Math.round(meters);
  return m < 1000 ? `${m} m` : `${(m / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} km`;
}
