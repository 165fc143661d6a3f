/** What other modules (dashboard, follow-ups, site-visits) use of the reports floor. */

// The lead report's rows export, for the job registry.
export { leadRowsExportJob } from './lead-rows-export-job';
export { periodOfQuery, type ResolvedPeriod, reportMeta } from './report-period';
// The report rollups' refresh (decision 137), for the job registry; their exact reads, for the dashboard.
export {
  type RollupCount,
  readRollup,
  rollupCounts,
  rollupCountsSql,
  rollupDaysSql,
  rollupDayTotals,
} from './rollup/day-rollup';
export { memberFiguresSql } from './rollup/member-rollups';
export { reportRollupRefreshJob } from './rollup/rollup-refresh-job';
export { type Cell, type ReportTable, reportCsv, reportXlsx, sendReportTable } from './table-export';
