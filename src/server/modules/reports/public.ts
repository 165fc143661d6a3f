/** What other modules (dashboard, follow-ups, site-visits) use of the reports floor. */

// The lead report's rows export (issue 14), for the job registry.
export { leadRowsExportJob } from './lead-rows-export-job';
export { periodOfQuery, type ResolvedPeriod, reportMeta } from './report-period';
// The report rollups' refresh (decision 150), for the job registry; their exact reads, for the dashboard.
export { type RollupCount, rollupCounts, rollupCountsSql, rollupDayTotals } from './rollup/day-rollup';
export { reportRollupRefreshJob } from './rollup/rollup-refresh-job';
export { type Cell, type ReportTable, reportCsv, reportXlsx, sendReportTable } from './table-export';
