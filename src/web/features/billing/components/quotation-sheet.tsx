import { addressLine } from '../../../../domain/billing/address-line';
import { amountInWords } from '../../../../domain/billing/amount-in-words';
import { formatInr } from '../../../../domain/billing/indian-format';
import { lineAmount } from '../../../../domain/billing/money';
import type { Company } from '../../../../domain/schemas/company';
import type { Quotation } from '../../../../domain/schemas/quotation';
import { formatDate, formatMobile } from '../../../lib/format';
import { Letterhead } from './letterhead';
import { SheetAmount } from './sheet-amount';

/** Column widths (% of 186 mm) for the product table; Product takes the rest. */
const WIDTHS = [3.5, null, 9.5, 7, 12, 6, 6.5, 6.5, 6.5, 13.5];

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <b>{label}:</b> {value || '-'}
    </div>
  );
}

/** The printable quotation. */
export function QuotationSheet({ quotation: q, company }: { quotation: Quotation; company: Company }) {
  const t = q.total;
  const totals: [string, number][] = [
    ['Total Amount Before Tax', t.totalAmountBeforeTax],
    ['Total CGST', t.totalCGST],
    ['Total SGST', t.totalSGST],
    ['Total IGST', t.totalIGST],
  ];
  return (
    <article className="billing-sheet" aria-label={`Quotation ${q.quoteNo}`}>
      <Letterhead company={company} title="QUOTATION" />
      <div className="cols">
        <div className="box">
          <div className="label">Client</div>
          <div style={{ fontSize: 13, fontWeight: 600 }}>{q.name}</div>
          <Field label="Mobile" value={formatMobile(q.mobile, '')} />
          <Field label="GSTIN/UIN" value={q.gstin} />
          <Field label="Branch Type" value={q.branchtype} />
        </div>
        <div className="box">
          <Field label="Billing No" value={q.quoteNo} />
          <Field label="Date" value={formatDate(q.date, '')} />
          <Field label="Valid Until" value={formatDate(q.valid, '')} />
          {q.type ? <Field label="Type" value={q.type} /> : null}
        </div>
      </div>
      <div className="cols">
        <div className="box">
          <div className="label">Billing Address</div>
          <div>{addressLine(q.billing)}</div>
        </div>
        <div className="box">
          <div className="label">Shipping Address</div>
          <div>{addressLine(q.shipping)}</div>
        </div>
      </div>
      <table className="lines">
        <colgroup>
          {WIDTHS.map((width, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns in order
            <col key={i} style={width === null ? undefined : { width: `${width}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th>#</th>
            <th>Product</th>
            <th>HSN</th>
            <th className="num">Qty</th>
            <th className="num">Unit Price (₹)</th>
            <th className="num">Disc %</th>
            <th className="num">CGST %</th>
            <th className="num">SGST %</th>
            <th className="num">IGST %</th>
            <th className="num">Amount (₹)</th>
          </tr>
        </thead>
        <tbody>
          {q.products.length === 0 ? (
            <tr>
              <td colSpan={10} style={{ textAlign: 'center', color: '#777' }}>
                No products
              </td>
            </tr>
          ) : null}
          {q.products.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder here
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{p.name === 'Other' ? p.customName || 'Other' : p.name}</td>
              <td>{p.hsn || '-'}</td>
              <td className="num">{p.qty}</td>
              <td className="num">
                <SheetAmount value={p.unitPrice} />
              </td>
              <td className="num">{p.discount}</td>
              <td className="num">{p.cgst}</td>
              <td className="num">{p.sgst}</td>
              <td className="num">{p.igst}</td>
              <td className="num">
                <SheetAmount value={lineAmount(p)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="avoid-break" style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
        <table style={{ width: '55%' }}>
          <tbody>
            {totals.map(([label, value]) => (
              <tr key={label}>
                <td>{label}</td>
                <td className="num">{formatInr(value)}</td>
              </tr>
            ))}
            <tr style={{ borderTop: '1px solid #333', fontWeight: 700, fontSize: 13 }}>
              <td>Grand Total</td>
              <td className="num">{formatInr(t.grandTotal)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className="box avoid-break" style={{ marginTop: 8 }}>
        <span className="label">Amount in words</span>
        <div style={{ fontWeight: 600 }}>{amountInWords(t.grandTotal)}</div>
      </div>
      <div className="cols avoid-break">
        <div className="box">
          <div className="label">Bank Details</div>
          <Field label="Bank Name" value={q.bank.name} />
          <Field label="Account No" value={q.bank.accNo} />
          <Field label="Branch" value={q.bank.branch} />
          <Field label="IFSC" value={q.bank.ifsc} />
          {q.bank.message ? <div style={{ marginTop: 4, whiteSpace: 'pre-line' }}>{q.bank.message}</div> : null}
        </div>
        <div className="box">
          <div className="label">Terms and Conditions</div>
          <div style={{ whiteSpace: 'pre-line' }}>{q.bank.terms || '-'}</div>
        </div>
      </div>
      <footer className="avoid-break" style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 28 }}>
        <div style={{ textAlign: 'center', minWidth: 200 }}>
          <div>For {company.name || 'the company'}</div>
          <div style={{ height: 48 }} />
          {company.signatoryName ? <div>{company.signatoryName}</div> : null}
          <div style={{ borderTop: '1px solid #333', paddingTop: 2 }}>Authorized Signatory</div>
        </div>
      </footer>
    </article>
  );
}
