/** What other modules (dashboard, follow-ups, site-visits) use of the reports floor. */
export { periodOfQuery, type ResolvedPeriod, reportMeta } from './report-period';
export { type Cell, type ReportTable, reportCsv, reportXlsx, sendReportTable } from './table-export';
