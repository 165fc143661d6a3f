// What other modules may use of demands (decision 008): the raise job for the registry.
export { raiseDemandsJob } from './raise-job';
