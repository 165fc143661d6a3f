// What other modules may use of collections (decision 008).

// The overdue reminders' daily job, for the job registry.
export { overdueRemindersJob } from './reminders';
export { readCollectionSettings, saveCollectionSettings } from './settings';
// A booking's statement of account, for the Entity Manager's view of a flat buyer (decision 201).
export { bookingStatementForBuyer } from './statement-service';
