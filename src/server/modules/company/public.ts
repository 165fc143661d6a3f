// What other modules may use of the company module (ARCHITECTURE.md, "Module boundaries"):
// the letterhead and the company's state, which decides CGST+SGST or IGST.
export { getCompany } from './service';
