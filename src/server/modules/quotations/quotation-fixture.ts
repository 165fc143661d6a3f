/** A valid create body for tests (two catalogue products, addresses and a bank copy). */
export function quotationBody(over: Record<string, unknown> = {}) {
  return {
    quoteNo: `T-${Math.random().toString(36).slice(2, 10)}`,
    name: 'Sai Constructions',
    mobile: '9876543210',
    valid: '2026-12-31',
    branchtype: 'Residential',
    branch: 'Pune',
    gstin: '27ABCDE1234F1Z5',
    type: 'Retail',
    billing: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' },
    shipping: { street: 'Plot 7, MIDC', city: 'Nashik', state: 'Maharashtra', country: 'India', pincode: '422010' },
    bank: {
      name: 'State Bank of India',
      accNo: '12345678901',
      ifsc: 'SBIN0001234',
      branch: 'Baner',
      message: 'Pay by NEFT',
      terms: '50% advance',
    },
    products: [
      { name: 'Cement', hsn: '2523', qty: 10, unitPrice: 270, cgst: 14, sgst: 14, igst: 0, discount: 10 },
      { name: 'Bricks', hsn: '6901', qty: 2, unitPrice: 5500, cgst: 0, sgst: 0, igst: 5, discount: 0 },
    ],
    ...over,
  };
}
