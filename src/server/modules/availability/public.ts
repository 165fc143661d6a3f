/** What other modules may use of availability (decision 008): the hold-lapse job, for the job registry. */
export { holdLapseJob } from './lapse-job';
