// What other features use of availability (decision 170): a cost sheet drawn line by line with
// its rules (the booking screens show the frozen one the same way).
export { CostSheetTable } from './components/cost-sheet-table';
