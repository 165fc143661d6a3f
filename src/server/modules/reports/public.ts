/** What other modules (dashboard, follow-ups, site-visits) use of the reports floor. */

// The lead report's rows export (issue 14), for the job registry.
export { leadRowsExportJob } from './lead-rows-export-job';
export { periodOfQuery, type ResolvedPeriod, reportMeta } from './report-period';
export { type Cell, type ReportTable, reportCsv, reportXlsx, sendReportTable } from './table-export';
