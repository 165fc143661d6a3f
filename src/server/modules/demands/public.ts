// What other modules may use of demands (decision 008): its jobs for the registry.
export { demandLetterEmailJob } from './demand-letter';
export { raiseDemandsJob } from './raise-job';
