import type { DemandLetterFields } from '../../../../domain/schemas/letter';
import { EditableText } from '../components/editable-text';
import { LetterheadBlock, SignOff } from '../components/letterhead-block';
import { binder, headBinder, type SheetProps } from './sheet-props';

/** Demand letter (spec §2.11): the developer asks the buyer's bank to release the next payment. */
export function DemandLetterSheet({ fields, setFields }: SheetProps<DemandLetterFields>) {
  const bind = binder(fields, setFields);
  const head = headBinder(setFields);
  return (
    <>
      <LetterheadBlock letterhead={fields.letterhead} onChange={head.onLetterhead} withContactPerson />
      <h2 className="letter-title">DEMAND LETTER</h2>
      <div className="letter-row">
        <span />
        <span>
          Date: <EditableText {...bind('date', 'Date')} />
        </span>
      </div>
      <div className="letter-block">
        <span>To,</span>
        <span>The Branch Manager,</span>
        <EditableText block {...bind('bankName', 'Bank name')} />
        <EditableText block multiline {...bind('bankBranch', 'Bank branch')} />
      </div>
      <p>
        <span className="letter-strong">Subject: </span>
        <EditableText {...bind('subject', 'Subject')} />
      </p>
      <p>Respected Sir/Madam,</p>
      <p>
        Our customers <EditableText {...bind('buyer1', 'First buyer')} /> and{' '}
        <EditableText {...bind('buyer2', 'Second buyer')} /> have purchased from us the flat described below and have
        taken a home loan from your bank for it:
      </p>
      <p>
        <span className="letter-strong">Flat: </span>
        <EditableText multiline {...bind('flatAddress', 'Flat address')} />
      </p>
      <p>As per the agreement for sale and the progress of construction, the position of payments is as follows:</p>
      <table className="letter-table">
        <tbody>
          <tr>
            <th scope="row">Total consideration</th>
            <td>
              <EditableText {...bind('totalConsideration', 'Total consideration')} />
            </td>
          </tr>
          <tr>
            <th scope="row">Amount paid</th>
            <td>
              <EditableText {...bind('amountPaid', 'Amount paid')} />
            </td>
          </tr>
          <tr>
            <th scope="row">Remaining amount</th>
            <td>
              <EditableText {...bind('remainingAmount', 'Remaining amount')} />
            </td>
          </tr>
          <tr>
            <th scope="row">Construction status</th>
            <td>
              <EditableText multiline {...bind('constructionStatus', 'Construction status')} />
            </td>
          </tr>
        </tbody>
      </table>
      <p>We request you to release the amount now due to us at the earliest, by cheque or RTGS/NEFT in favour of:</p>
      <table className="letter-table">
        <tbody>
          <tr>
            <th scope="row">Account name</th>
            <td>
              <EditableText {...bind('payeeName', 'Account name')} />
            </td>
          </tr>
          <tr>
            <th scope="row">Bank</th>
            <td>
              <EditableText {...bind('payeeBank', 'Payee bank')} />
            </td>
          </tr>
          <tr>
            <th scope="row">Branch</th>
            <td>
              <EditableText {...bind('payeeBranch', 'Payee branch')} />
            </td>
          </tr>
          <tr>
            <th scope="row">Account number</th>
            <td>
              <EditableText {...bind('payeeAccountNo', 'Account number')} />
            </td>
          </tr>
          <tr>
            <th scope="row">IFSC</th>
            <td>
              <EditableText {...bind('payeeIfsc', 'IFSC')} />
            </td>
          </tr>
        </tbody>
      </table>
      <p>Kindly acknowledge the payment on release. Thanking you,</p>
      <div className="letter-signatures">
        <span>Yours faithfully,</span>
        <SignOff companyName={fields.letterhead.name} signatory={fields.signatory} onChange={head.onSignatory} />
      </div>
    </>
  );
}
