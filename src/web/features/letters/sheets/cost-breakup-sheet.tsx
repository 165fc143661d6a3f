import {
  COST_LINES,
  costBreakupTotal,
  formatIndianGrouping,
  tidyAmount,
} from '../../../../domain/letters/cost-breakup';
import type { CostBreakupFields, CostLineKey } from '../../../../domain/schemas/letter';
import { EditableText } from '../components/editable-text';
import { DateRow, FieldTable, YoursFaithfully } from '../components/letter-parts';
import { LetterheadBlock } from '../components/letterhead-block';
import { binder, headBinder, type SheetProps } from './sheet-props';

/**
 * Cost Break Up letter: the flat, three areas and nine cost lines with a live Total
 * Cost in Indian grouping; lines that are not numbers are left out of the total.
 */
export function CostBreakupSheet({ fields, setFields }: SheetProps<CostBreakupFields>) {
  const bind = binder(fields, setFields);
  const head = headBinder(setFields);
  const total = costBreakupTotal(fields);
  const tidy = (key: CostLineKey) => () =>
    setFields((prev) => {
      const tidied = tidyAmount(prev[key]);
      return tidied === prev[key] ? prev : { ...prev, [key]: tidied };
    });

  return (
    <>
      <LetterheadBlock letterhead={fields.letterhead} onChange={head.onLetterhead} />
      <DateRow>
        <EditableText {...bind('date', 'Date')} />
      </DateRow>
      <h2 className="letter-title">COST BREAK UP</h2>
      <div className="letter-block">
        <span>To,</span>
        <EditableText block {...bind('buyerName', 'Buyer name')} />
      </div>
      <p>
        <span className="letter-strong">Subject: </span>Cost break-up of Flat No.{' '}
        <EditableText {...bind('flatNo', 'Flat no.')} />, <EditableText {...bind('floor', 'Floor')} /> floor, Wing{' '}
        <EditableText {...bind('wing', 'Wing')} />, <EditableText {...bind('scheme', 'Scheme')} />.
      </p>
      <p>Dear Sir/Madam,</p>
      <p>As requested, the areas and the full cost of the above flat are given below for your home loan.</p>
      <FieldTable
        label="Areas"
        rows={[
          { heading: 'Area Carpet', field: bind('areaCarpet', 'Area carpet') },
          { heading: 'Balcony Carpet', field: bind('balconyCarpet', 'Balcony carpet') },
          { heading: 'Parking Area', field: bind('parkingArea', 'Parking area') },
        ]}
      />
      <table className="letter-table" aria-label="Cost break-up">
        <thead>
          <tr>
            <th className="narrow">Sr.</th>
            <th>Particulars</th>
            <th className="num">Amount (₹)</th>
          </tr>
        </thead>
        <tbody>
          {COST_LINES.map((line, index) => (
            <tr key={line.key}>
              <td className="narrow">{index + 1}</td>
              <td>{line.label}</td>
              <td className="num">
                <EditableText {...bind(line.key, line.label)} placeholder="—" onBlur={tidy(line.key)} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td>Total Cost</td>
            <td className="num">
              <output aria-label="Total Cost">{formatIndianGrouping(total)}</output>
            </td>
          </tr>
        </tfoot>
      </table>
      <p>Please note that the loan amount will change if the cost of the flat changes.</p>
      <div className="letter-spacer" />
      <YoursFaithfully
        companyName={fields.letterhead.name}
        signatory={fields.signatory}
        onSignatory={head.onSignatory}
      />
    </>
  );
}
