/** What other parts may use of the lead-import module: its two job kinds, for the job registry. */
export { leadImportJob } from './import-job';
export { leadImportUndoJob } from './undo-job';
