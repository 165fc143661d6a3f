// What other modules may use of collections (decision 008).

// The overdue reminders' daily job, for the job registry.
export { overdueRemindersJob } from './reminders';
export { readCollectionSettings, saveCollectionSettings } from './settings';
