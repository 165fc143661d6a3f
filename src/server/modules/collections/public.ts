// What other modules may use of collections (decision 008).

// The rollup's compaction (decision 195) and the overdue reminders' daily job, for the job registry.
export { collectionDuesCompactJob } from './dues-compact-job';
export { overdueRemindersJob } from './reminders';
export { readCollectionSettings, saveCollectionSettings } from './settings';
// A booking's statement of account, for the Entity Manager's view of a flat buyer (decision 201).
export { bookingStatementForBuyer } from './statement-service';
