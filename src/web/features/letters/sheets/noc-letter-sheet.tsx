import type { NocLetterFields } from '../../../../domain/schemas/letter';
import { EditableText } from '../components/editable-text';
import { BankAddressee, DateRow, YoursFaithfully } from '../components/letter-parts';
import { LetterheadBlock } from '../components/letterhead-block';
import { binder, headBinder, type SheetProps } from './sheet-props';

/**
 * Permission to Mortgage: to the buyer's bank branch, stating that approvals are in
 * place, the title is clear and marketable, there is no objection to the buyer's loan, and the
 * housing society will be told of the mortgage.
 */
export function NocLetterSheet({ fields, setFields }: SheetProps<NocLetterFields>) {
  const bind = binder(fields, setFields);
  const head = headBinder(setFields);
  return (
    <>
      <LetterheadBlock letterhead={fields.letterhead} onChange={head.onLetterhead} />
      <DateRow>
        <EditableText {...bind('date', 'Date')} />
      </DateRow>
      <BankAddressee bankName={bind('bankName', 'Bank name')} bankBranch={bind('bankBranch', 'Bank branch')} />
      <h2 className="letter-title">PERMISSION TO MORTGAGE</h2>
      <p>
        <span className="letter-strong">Subject: </span>No objection to mortgage of Flat No. {fields.flatNo || '—'},{' '}
        {fields.projectName || '—'}, in favour of your bank.
      </p>
      <p>Dear Sir/Madam,</p>
      <p>
        This is to certify that <EditableText {...bind('buyerNames', 'Buyer names')} /> has/have agreed to purchase from
        us Flat No. <EditableText {...bind('flatNo', 'Flat no.')} /> on the <EditableText {...bind('floor', 'Floor')} />{' '}
        floor of Wing <EditableText {...bind('wing', 'Wing')} /> in our project{' '}
        <EditableText {...bind('projectName', 'Project name')} />, situated at{' '}
        <EditableText multiline {...bind('projectAddress', 'Project address')} />, for a total consideration of{' '}
        <EditableText {...bind('agreementValue', 'Agreement value')} /> under an agreement for sale dated{' '}
        <EditableText {...bind('agreementDate', 'Agreement date')} />.
      </p>
      <p>We hereby confirm that:</p>
      <ol className="letter-list">
        <li>
          All approvals and permissions required for the construction of the project have been obtained from the
          competent authorities and are in force.
        </li>
        <li>Our title to the land and to the project is clear and marketable, and free from all encumbrances.</li>
        <li>
          We have no objection to the above purchaser(s) taking a housing loan from your bank and mortgaging the said
          flat to your bank as security for that loan.
        </li>
        <li>
          When the co-operative housing society of the flat purchasers is formed, we shall inform the society of the
          mortgage of the said flat in favour of your bank, so that your charge is noted in its records.
        </li>
      </ol>
      <p>This letter is issued at the request of the purchaser(s) for the purpose of the housing loan.</p>
      <div className="letter-spacer" />
      <YoursFaithfully
        companyName={fields.letterhead.name}
        signatory={fields.signatory}
        onSignatory={head.onSignatory}
      />
    </>
  );
}
