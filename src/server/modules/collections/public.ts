// What other modules may use of collections (decision 008).

// A demand's values as its SMS carries them (decision 199), for the demand-raised SMS.
export { demandNoticeItems } from './demand-sms-items';
// The overdue reminders' daily job, for the job registry.
export { overdueRemindersJob } from './reminders';
export { readCollectionSettings, saveCollectionSettings } from './settings';
