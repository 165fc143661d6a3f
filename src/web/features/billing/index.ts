// What other features use of billing (decision 170): the print page around an A4 sheet
// (`.billing-sheet`, print-sheet.css), which the availability price sheet prints in too.
export { PrintFrame } from './components/print-frame';
