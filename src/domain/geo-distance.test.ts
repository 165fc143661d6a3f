import { describe, expect, it } from 'vitest';
import { distanceLabel, distanceMeters, EARTH_RADIUS_METERS } from './geo-distance';

const gateway = { latitude: 18.922, longitude: 72.8347 }; // Gateway of India, Mumbai
const shaniwarwada = { latitude: 18.5195, longitude: 73.8553 }; // Shaniwar Wada, Pune

describe('distanceMeters', () => {
  it('is zero for the same point and the same both ways', () => {
    expect(distanceMeters(gateway, gateway)).toBe(0);
    expect(distanceMeters(gateway, shaniwarwada)).toBeCloseTo(distanceMeters(shaniwarwada, gateway), 6);
  });

  it('measures Mumbai to Pune as the crow flies (about 117 km)', () => {
    const d = distanceMeters(gateway, shaniwarwada);
    expect(d).toBeGreaterThan(116_000);
    expect(d).toBeLessThan(118_000);
  });

  it('measures a short walk at a site to the metre: 0.001° of latitude is about 111 m', () => {
    const site = { latitude: 19.2307, longitude: 72.9781 };
    expect(distanceMeters(site, { latitude: 19.2317, longitude: 72.9781 })).toBeCloseTo(111.2, 0);
    // A degree of longitude shrinks with the cosine of the latitude.
    const east = distanceMeters(site, { latitude: 19.2307, longitude: 72.9791 });
    expect(east).toBeCloseTo(111.2 * Math.cos((19.2307 * Math.PI) / 180), 0);
  });

  it('crosses the antimeridian the short way and stays finite at the antipode', () => {
    expect(distanceMeters({ latitude: 0, longitude: 179.999 }, { latitude: 0, longitude: -179.999 })).toBeCloseTo(
      222.4,
      0,
    );
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_METERS,
      3,
    );
  });
});

describe('distanceLabel', () => {
  it('says metres below a kilometre and kilometres to one decimal above', () => {
    expect(distanceLabel(0)).toBe('0 m');
    expect(distanceLabel(120.4)).toBe('120 m');
    expect(distanceLabel(999.6)).toBe('1 km');
    expect(distanceLabel(3336)).toBe('3.3 km');
    expect(distanceLabel(117_204)).toBe('117.2 km');
  });
});
