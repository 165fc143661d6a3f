// What other modules may use of collections (decision 008).

// The rollup's compaction (decision 195) and the overdue reminders' daily job, for the job registry.
export { collectionDuesCompactJob } from './dues-compact-job';
export { overdueRemindersJob } from './reminders';
export { readCollectionSettings, saveCollectionSettings } from './settings';
