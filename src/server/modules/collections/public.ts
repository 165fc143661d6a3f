// What other modules may use of collections (decision 008).

// A stage's demand-raised SMS, queued as the reminders' are (decision 199).
export { queueDemandNotices } from './demand-sms-items';
// The rollup's compaction (decision 195), for the job registry.
export { collectionDuesCompactJob } from './dues-compact-job';
// The overdue reminders' daily job, for the job registry.
export { overdueRemindersJob } from './reminders';
export { readCollectionSettings, saveCollectionSettings } from './settings';
// A booking's statement of account, for the Entity Manager's view of a flat buyer (decision 201).
export { bookingStatementForBuyer } from './statement-service';
