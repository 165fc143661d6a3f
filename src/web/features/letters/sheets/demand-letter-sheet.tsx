import type { DemandLetterFields } from '../../../../domain/schemas/letter';
import { EditableText } from '../components/editable-text';
import { BankAddressee, DateRow, FieldTable, YoursFaithfully } from '../components/letter-parts';
import { LetterheadBlock } from '../components/letterhead-block';
import { binder, headBinder, type SheetProps } from './sheet-props';

/** Demand letter: the developer asks the buyer's bank to release the next payment. */
export function DemandLetterSheet({ fields, setFields }: SheetProps<DemandLetterFields>) {
  const bind = binder(fields, setFields);
  const head = headBinder(setFields);
  return (
    <>
      <LetterheadBlock letterhead={fields.letterhead} onChange={head.onLetterhead} withContactPerson />
      <h2 className="letter-title">DEMAND LETTER</h2>
      <DateRow>
        <EditableText {...bind('date', 'Date')} />
      </DateRow>
      <BankAddressee bankName={bind('bankName', 'Bank name')} bankBranch={bind('bankBranch', 'Bank branch')} />
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
      <FieldTable
        rows={[
          { heading: 'Total consideration', field: bind('totalConsideration', 'Total consideration') },
          { heading: 'Amount paid', field: bind('amountPaid', 'Amount paid') },
          { heading: 'Remaining amount', field: bind('remainingAmount', 'Remaining amount') },
          { heading: 'Construction status', field: bind('constructionStatus', 'Construction status'), multiline: true },
        ]}
      />
      <p>We request you to release the amount now due to us at the earliest, by cheque or RTGS/NEFT in favour of:</p>
      <FieldTable
        rows={[
          { heading: 'Account name', field: bind('payeeName', 'Account name') },
          { heading: 'Bank', field: bind('payeeBank', 'Payee bank') },
          { heading: 'Branch', field: bind('payeeBranch', 'Payee branch') },
          { heading: 'Account number', field: bind('payeeAccountNo', 'Account number') },
          { heading: 'IFSC', field: bind('payeeIfsc', 'IFSC') },
        ]}
      />
      <p>Kindly acknowledge the payment on release. Thanking you,</p>
      <YoursFaithfully
        companyName={fields.letterhead.name}
        signatory={fields.signatory}
        onSignatory={head.onSignatory}
      />
    </>
  );
}
