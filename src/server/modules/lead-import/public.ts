/** What other parts may use of the lead-import module: its two job kinds, for the job registry. */

/** The one reader of CSV and Excel files, also for the projects module's units import. */
export { type ImportFileKind, type OpenedFile, openImportFile } from './file-reader';
export { leadImportJob } from './import-job';
export { leadImportUndoJob } from './undo-job';
