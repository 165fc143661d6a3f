import { backupJob, backupSchedule } from './jobs/backup-job';
import { jobsHousekeeping } from './jobs/housekeeping-job';
import type { JobDefinition } from './jobs/job-definition';
import type { JobKinds } from './jobs/job-queue';
import type { JobSchedule } from './jobs/schedules';
import { databaseUpkeepJob } from './jobs/upkeep-job';
import { sendEmailJob } from './mail/send-email-job';
import { holdLapseJob } from './modules/availability/public';
import { collectionDuesCompactJob, overdueRemindersJob } from './modules/collections/public';
import { demandLetterEmailJob, raiseDemandsJob } from './modules/demands/public';
import { inboundPollDueJob, inboundPollJob } from './modules/inbound/public';
import { leadImportJob, leadImportUndoJob } from './modules/lead-import/public';
import { campaignSendJob, noticeSendJob } from './modules/messaging/public';
import { receiptPdfEmailJob } from './modules/receipts/public';
import { leadRowsExportJob, reportRollupRefreshJob } from './modules/reports/public';
import { whatsappMediaFetchJob } from './modules/whatsapp/public';

/**
 * Every kind of job, listed once. This is wiring, like app.ts: it names each module's job through
 * the module's public.ts, and the composition roots (app.ts, the CLI, the test helpers) hand
 * `jobKinds` to createContext, so the context itself knows no module (decision 168). A worker
 * claims only the kinds it knows, so a job queued by a newer version is left for a process that
 * knows it.
 */
// biome-ignore lint/suspicious/noExplicitAny: definitions of every payload type live in one list
export const jobDefinitions: JobDefinition<any>[] = [
  jobsHousekeeping,
  databaseUpkeepJob,
  backupJob,
  sendEmailJob,
  leadImportJob,
  leadImportUndoJob,
  inboundPollJob,
  inboundPollDueJob,
  campaignSendJob,
  noticeSendJob,
  leadRowsExportJob,
  reportRollupRefreshJob,
  holdLapseJob,
  overdueRemindersJob,
  collectionDuesCompactJob,
  whatsappMediaFetchJob,
  raiseDemandsJob,
  demandLetterEmailJob,
  receiptPdfEmailJob,
];

/** Repeating jobs; the worker keeps the job_schedules table in step with this list. */
// biome-ignore lint/suspicious/noExplicitAny: schedules of every payload type live in one list
export const jobScheduleList: JobSchedule<any>[] = [
  // The daily backup (decision 164), at the time an administrator set on /backups (02:30 IST at first).
  backupSchedule,
  { name: 'jobs.housekeeping.daily', job: jobsHousekeeping, payload: { olderThanDays: 30 }, dailyAt: '03:30' },
  // The embedded database's vacuum and full statistics, after the housekeeping (decision 098).
  { name: 'db.upkeep.daily', job: databaseUpkeepJob, payload: {}, dailyAt: '03:45' },
  // Portal polling (decision 120): each minute, a poll job for every connector that is due.
  { name: 'inbound.poll.due', job: inboundPollDueJob, payload: {}, everyMinutes: 1 },
  // Report rollups (decision 137): the days written since the last run, rebuilt.
  { name: 'report.rollup-refresh', job: reportRollupRefreshJob, payload: {}, everyMinutes: 1 },
  // Unit holds (decision 180): every minute, the holds whose time has passed end and their units are free.
  { name: 'units.hold-lapse', job: holdLapseJob, payload: {}, everyMinutes: 1 },
  // Overdue demands (decision 200): a reminder each morning to those not reminded in the last week.
  { name: 'collections.overdue-reminders', job: overdueRemindersJob, payload: {}, dailyAt: '10:00' },
  // The collections rollup (decision 195): each key's appended rows folded into one.
  { name: 'collections.dues-compact', job: collectionDuesCompactJob, payload: {}, everyMinutes: 5 },
];

/** What a composition root hands to createContext. */
export const jobKinds: JobKinds = { definitions: jobDefinitions, schedules: jobScheduleList };
