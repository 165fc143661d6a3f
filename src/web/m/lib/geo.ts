import { distanceMeters } from '../../../domain/geo-distance';
import type { PhoneProject } from '../../../domain/schemas/phone-app';

/**
 * The distance shown at once for a check-in (made offline, or waiting in the outbox) by the
 * domain's one haversine; the server's own figure replaces it when the snapshot brings the visit.
 */
export function distanceToProject(
  project: PhoneProject | undefined,
  latitude: number,
  longitude: number,
): number | null {
  if (!project || project.latitude === null || project.longitude === null) return null;
  return Math.round(
    distanceMeters({ latitude, longitude }, { latitude: project.latitude, longitude: project.longitude }),
  );
}
