// The hall's figures for its managers: occupancy, revenue and no-shows over a range of days, counted by
// the database, as JSON or as a CSV French spreadsheets open.
export { toFrenchCsv } from './csv.ts';
export { type NoShowRow, noShowsReport } from './no-shows.ts';
export {
  type HeatMapCell,
  type OccupancyPeriod,
  type OccupancyRow,
  occupancyHeatMap,
  occupancyReport,
  periodOf,
} from './occupancy.ts';
export { MAX_REPORT_DAYS, type ReportRange, reportRange } from './report-range.ts';
export {
  type RevenueRow,
  type RevenueWay,
  revenueReport,
  type WeeklyRevenueRow,
  weeklyRevenue,
} from './revenue.ts';
