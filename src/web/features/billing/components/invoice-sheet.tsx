import { formatInr } from '../../../../domain/billing/indian-format';
import { invoiceNote } from '../../../../domain/billing/quotation-vs-invoice';
import type { Company } from '../../../../domain/schemas/company';
import type { Invoice } from '../../../../domain/schemas/invoice';
import { formatDate, formatMobile } from '../../../lib/format';
import { Letterhead } from './letterhead';
import { SheetAmount } from './sheet-amount';

/** Column widths (% of 186 mm) that fit amounts up to 99 crore on one line; Description takes the rest. */
const WIDTHS = { index: 3.5, hsn: 8, qty: 9.5, rate: 11.5, discount: 5.5, amount: 12, tax: 10.5 };

/**
 * A GST tax invoice with the particulars of CGST Rule 46: supplier and recipient with GSTIN,
 * serial number, date, place of supply, HSN, quantity and unit, taxable value net of discount,
 * CGST + SGST or IGST with rates, totals in figures and words, signature.
 */
export function InvoiceSheet({ invoice: inv, company }: { invoice: Invoice; company: Company }) {
  const intra = inv.supplyType === 'intra';
  const note = inv.quotationComparison ? invoiceNote(inv.quoteNo, inv.quotationComparison) : null;
  // The letterhead prints the supplier as recorded on the invoice, not today's profile.
  const supplier: Company = {
    ...company,
    name: inv.supplier.name,
    address: inv.supplier.address,
    city: null,
    pincode: null,
    state: inv.supplier.state,
    gstin: inv.supplier.gstin,
    phone: inv.supplier.phone,
    email: inv.supplier.email,
    logoFileId: inv.supplier.logoFileId ?? company.logoFileId,
  };
  return (
    <article className="billing-sheet" aria-label={`Tax invoice ${inv.invoiceNo}`}>
      <Letterhead company={supplier} title="TAX INVOICE" />
      {inv.status === 'cancelled' ? (
        <p>
          <span className="watermark">CANCELLED</span> on {formatDate(inv.cancelledAt, '')}: {inv.cancelReason}
        </p>
      ) : null}
      <div className="cols">
        <div className="box">
          <div className="label">Billed to (recipient)</div>
          <div style={{ fontSize: 13, fontWeight: 600 }}>{inv.recipient.name}</div>
          <div>{inv.recipient.address || '-'}</div>
          <div>
            <b>State:</b> {inv.recipient.state || '-'}
            {inv.recipient.stateCode ? ` (Code ${inv.recipient.stateCode})` : ''}
          </div>
          <div>
            <b>GSTIN/UIN:</b> {inv.recipient.gstin || 'Unregistered'}
          </div>
          {inv.recipient.mobile ? (
            <div>
              <b>Mobile:</b> {formatMobile(inv.recipient.mobile)}
            </div>
          ) : null}
        </div>
        <div className="box">
          <div>
            <b>Invoice No:</b> {inv.invoiceNo}
          </div>
          <div>
            <b>Invoice Date:</b> {formatDate(inv.invoiceDate)}
          </div>
          <div>
            <b>Place of Supply:</b> {inv.placeOfSupply} (Code {inv.placeOfSupplyCode})
          </div>
          <div>
            <b>Supplier State:</b> {inv.supplier.state} (Code {inv.supplier.stateCode})
          </div>
          <div>
            <b>Against Quotation:</b> {inv.quoteNo}
          </div>
          <div>
            <b>Reverse Charge:</b> No
          </div>
          {inv.recipient.shippingAddress ? (
            <div>
              <b>Ship to:</b> {inv.recipient.shippingAddress}
            </div>
          ) : null}
        </div>
      </div>
      <table className="lines">
        <colgroup>
          <col style={{ width: `${WIDTHS.index}%` }} />
          <col />
          <col style={{ width: `${WIDTHS.hsn}%` }} />
          <col style={{ width: `${WIDTHS.qty}%` }} />
          <col style={{ width: `${WIDTHS.rate}%` }} />
          <col style={{ width: `${WIDTHS.discount}%` }} />
          <col style={{ width: `${WIDTHS.amount}%` }} />
          {(intra ? ['cgst', 'sgst'] : ['igst']).map((tax) => (
            <col key={tax} style={{ width: `${WIDTHS.tax}%` }} />
          ))}
          <col style={{ width: `${WIDTHS.amount}%` }} />
        </colgroup>
        <thead>
          <tr>
            <th>#</th>
            <th>Description</th>
            <th>HSN</th>
            <th className="num">Qty</th>
            <th className="num">Rate (₹)</th>
            <th className="num">Disc %</th>
            <th className="num">Taxable Value (₹)</th>
            {intra ? (
              <>
                <th className="num">CGST</th>
                <th className="num">SGST</th>
              </>
            ) : (
              <th className="num">IGST</th>
            )}
            <th className="num">Total (₹)</th>
          </tr>
        </thead>
        <tbody>
          {inv.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines are fixed at issue
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{l.name}</td>
              <td>{l.hsn || '-'}</td>
              <td className="num">
                {l.qty} <span className="unit">{l.unit}</span>
              </td>
              <td className="num">
                <SheetAmount value={l.unitPrice} />
              </td>
              <td className="num">{l.discount}</td>
              <td className="num">
                <SheetAmount value={l.taxableValue} />
              </td>
              {intra ? (
                <>
                  <td className="num">
                    {l.cgstRate}% · <SheetAmount value={l.cgstAmount} />
                  </td>
                  <td className="num">
                    {l.sgstRate}% · <SheetAmount value={l.sgstAmount} />
                  </td>
                </>
              ) : (
                <td className="num">
                  {l.igstRate}% · <SheetAmount value={l.igstAmount} />
                </td>
              )}
              <td className="num">
                <SheetAmount value={l.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="avoid-break" style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
        <table style={{ width: '55%' }}>
          <tbody>
            <tr>
              <td>Taxable Value</td>
              <td className="num">{formatInr(inv.totals.taxableValue)}</td>
            </tr>
            {intra ? (
              <>
                <tr>
                  <td>CGST</td>
                  <td className="num">{formatInr(inv.totals.cgst)}</td>
                </tr>
                <tr>
                  <td>SGST</td>
                  <td className="num">{formatInr(inv.totals.sgst)}</td>
                </tr>
              </>
            ) : (
              <tr>
                <td>IGST</td>
                <td className="num">{formatInr(inv.totals.igst)}</td>
              </tr>
            )}
            <tr style={{ borderTop: '1px solid #333', fontWeight: 700, fontSize: 13 }}>
              <td>Invoice Total</td>
              <td className="num">{formatInr(inv.totals.grandTotal)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className="box avoid-break" style={{ marginTop: 8 }}>
        <span className="label">Amount in words</span>
        <div style={{ fontWeight: 600 }}>{inv.amountInWords}</div>
      </div>
      {note ? <p className="note">Note: {note}</p> : null}
      <footer className="avoid-break" style={{ display: 'flex', justifyContent: 'space-between', marginTop: 28 }}>
        <div style={{ maxWidth: '55%', color: '#555' }}>
          Certified that the particulars given above are true and correct.
        </div>
        <div style={{ textAlign: 'center', minWidth: 200 }}>
          <div>For {inv.supplier.name}</div>
          <div style={{ height: 48 }} />
          {inv.signatory.name ? <div>{inv.signatory.name}</div> : null}
          <div style={{ borderTop: '1px solid #333', paddingTop: 2 }}>
            Authorized Signatory{inv.signatory.title ? ` (${inv.signatory.title})` : ''}
          </div>
        </div>
      </footer>
    </article>
  );
}
