import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { distanceLabel, distanceMeters } from '../../../domain/geo-distance';
import { indiaDateTime } from '../../../domain/india-date';
import { AT_SITE_METERS, type visitCheckInInputSchema } from '../../../domain/schemas/phone-app';
import type { SiteVisit } from '../../../domain/schemas/site-visit';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { projects } from '../../db/schema/projects';
import { siteVisits } from '../../db/schema/site-visits';
import { badRequest, conflict } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import type { ReceivedUpload } from '../../storage/receive-upload';
import { withUpload } from '../../storage/receive-upload';
import { projectIdOfText } from '../lead-projects/public';
import { recordActivity } from '../lead-records/public';
import { getVisit, lockScheduled, visitMissing } from './service';
import { type Viewer, visitScope } from './visit-view';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type CheckInValues = z.output<typeof visitCheckInInputSchema>;

/**
 * Where the visit's project is: the project its text names (decision 184), else its lead's
 * project; null when neither has a location on file.
 */
async function siteOf(tx: DbOrTx, visitId: string) {
  const [row] = await tx
    .select({ name: projects.name, latitude: projects.latitude, longitude: projects.longitude })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .innerJoin(
      projects,
      eq(projects.id, sql`coalesce(${projectIdOfText(sql`${siteVisits.project}`)}, ${leads.projectId})`),
    )
    .where(eq(siteVisits.id, visitId));
  if (!row || row.latitude === null || row.longitude === null) return null;
  return { name: row.name, latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

/**
 * POST /api/siteVisit/checkIn/:id (decision 209): the phone's position at a booked visit, with its
 * distance from the project. A later check-in replaces the visit's (a better fix, a second gate);
 * the timeline keeps every one. The photo stays: it is of the site, not of the fix.
 */
export async function checkInVisit(
  deps: Deps,
  id: string,
  input: CheckInValues,
  viewer: Viewer,
  key?: string,
): Promise<{ visit: SiteVisit; replayed: boolean }> {
  const now = deps.clock();
  const request = fingerprint('siteVisit.checkIn', { id, input });
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: viewer.id, key, request, now }, async () => {
      const at = input.at ?? now;
      if (at.getTime() > now.getTime() + 60_000) {
        // A minute's grace for a phone clock a little ahead of the server's.
        const message = `Checked in at cannot be in the future (${indiaDateTime(at)} India time).`;
        throw badRequest(message, { at: message }, 'CHECK_IN_IN_FUTURE');
      }
      const { visit, lead } = await lockScheduled(tx, viewer, id);
      const site = await siteOf(tx, id);
      const distance = site ? Math.round(distanceMeters(site, input)) : null;
      await tx
        .update(siteVisits)
        .set({
          checkInAt: at,
          checkInLatitude: input.latitude,
          checkInLongitude: input.longitude,
          checkInAccuracyM: input.accuracyMeters,
          checkInDistanceM: distance,
          updatedAt: now,
        })
        .where(eq(siteVisits.id, id));
      const place = site?.name ?? visit.project;
      await recordActivity(tx, {
        leadId: lead.id,
        kind: 'site_visit_check_in',
        payload: {
          summary:
            distance === null
              ? `Checked in at ${place} (the project has no location on file)`
              : `Checked in at ${place}, ${distanceLabel(distance)} from the site`,
          visitId: id,
          project: visit.project,
          dueAt: visit.at.toISOString(),
          latitude: input.latitude,
          longitude: input.longitude,
          accuracyMeters: input.accuracyMeters,
          distanceMeters: distance,
          atSite: distance === null ? null : distance <= AT_SITE_METERS,
        },
        actor: viewer,
        at,
      });
      return id;
    }),
  );
  return { visit: await getVisit(deps.db, viewer, resultId), replayed };
}

/**
 * POST /api/siteVisit/:id/photo: the photo taken at the site, on the visit's check-in (so it needs
 * one: 409 before). A closed visit still takes it, since a phone that was offline sends it late.
 * A second photo replaces the first.
 */
export async function saveCheckInPhoto(
  deps: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  id: string,
  upload: ReceivedUpload,
): Promise<SiteVisit> {
  return withUpload(upload, async () => {
    if (!upload.has('file')) throw badRequest('Choose the photo to upload.', { file: 'The photo is required.' });
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ checkInAt: siteVisits.checkInAt })
        .from(siteVisits)
        .innerJoin(leads, eq(leads.id, siteVisits.leadId))
        .where(and(eq(siteVisits.id, id), visitScope(viewer)))
        .for('update', { of: siteVisits });
      if (!row) throw visitMissing();
      if (!row.checkInAt) throw conflict('Check in at the site before adding its photo.', 'NOT_CHECKED_IN');
      const saved = await upload.commit(tx, viewer.id);
      await tx
        .update(siteVisits)
        .set({ checkInPhotoFileId: saved.file![0]!.id, updatedAt: deps.clock() })
        .where(eq(siteVisits.id, id));
    });
    return getVisit(deps.db, viewer, id);
  });
}
