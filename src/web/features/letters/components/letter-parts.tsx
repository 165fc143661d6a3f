import type { ReactNode } from 'react';
import type { Signatory } from '../../../../domain/schemas/letter';
import { EditableText, type EditableTextProps } from './editable-text';
import { SignOff } from './letterhead-block';

/** An editable field bound to one text field of the letter (what `binder` returns). */
type BoundText = Pick<EditableTextProps, 'value' | 'onChange' | 'label'>;

/** The date on the right, under the letterhead. */
export function DateRow({ children }: { children: ReactNode }) {
  return (
    <div className="letter-row">
      <span />
      <span>Date: {children}</span>
    </div>
  );
}

/** A letter addressed to the branch manager of the buyer's bank. */
export function BankAddressee({ bankName, bankBranch }: { bankName: BoundText; bankBranch: BoundText }) {
  return (
    <div className="letter-block">
      <span>To,</span>
      <span>The Branch Manager,</span>
      <EditableText block {...bankName} />
      <EditableText block multiline {...bankBranch} />
    </div>
  );
}

interface FieldTableRow {
  heading: string;
  field: BoundText;
  multiline?: boolean;
}

/** A two-column table of headings and editable values (areas, payment position, payee). */
export function FieldTable({ label, rows }: { label?: string; rows: FieldTableRow[] }) {
  return (
    <table className="letter-table" aria-label={label}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.heading}>
            <th scope="row">{row.heading}</th>
            <td>
              <EditableText multiline={row.multiline} {...row.field} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface FaithfullyProps {
  companyName: string;
  signatory: Signatory;
  onSignatory: (signatory: Signatory) => void;
}

/** "Yours faithfully," and the company's sign-off. */
export function YoursFaithfully({ companyName, signatory, onSignatory }: FaithfullyProps) {
  return (
    <div className="letter-signatures">
      <span>Yours faithfully,</span>
      <SignOff companyName={companyName} signatory={signatory} onChange={onSignatory} />
    </div>
  );
}
