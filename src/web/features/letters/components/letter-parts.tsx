import { Fragment, type ReactNode } from 'react';
import { LETTER_WORDS, type Piece } from '../../../../domain/letters/letter-text';
import type { Signatory } from '../../../../domain/schemas/letter';
import { EditableText, type EditableTextProps } from './editable-text';
import { SignOff } from './letterhead-block';

/** An editable field bound to one text field of the letter (what `binder` returns). */
type BoundText = Pick<EditableTextProps, 'value' | 'onChange' | 'label'>;

/**
 * A paragraph's words from `domain/letters/letter-text.ts` (the PDF prints the same pieces): text
 * as it is, each field editable where it stands. `extra` adds props to one field (an onBlur).
 */
export function Pieces<K extends string>({
  pieces,
  bind,
  extra,
}: {
  pieces: readonly Piece<K>[];
  bind: (key: K, label: string) => BoundText;
  extra?: Partial<Record<K, Partial<EditableTextProps>>>;
}) {
  return (
    <>
      {pieces.map((piece, index) => {
        // The pieces are a fixed list; their places never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        if (typeof piece === 'string') return <Fragment key={index}>{piece}</Fragment>;
        const props = { multiline: piece.multiline, ...bind(piece.field, piece.label), ...extra?.[piece.field] };
        return piece.strong ? (
          <span key={piece.field} className="letter-strong">
            <EditableText {...props} />
          </span>
        ) : (
          <EditableText key={piece.field} {...props} />
        );
      })}
    </>
  );
}

/** The date on the right, under the letterhead. */
export function DateRow({ children }: { children: ReactNode }) {
  return (
    <div className="letter-row">
      <span />
      <span>
        {LETTER_WORDS.date}
        {children}
      </span>
    </div>
  );
}

/** A letter addressed to the branch manager of the buyer's bank. */
export function BankAddressee({ bankName, bankBranch }: { bankName: BoundText; bankBranch: BoundText }) {
  return (
    <div className="letter-block">
      <span>{LETTER_WORDS.to}</span>
      <span>{LETTER_WORDS.branchManager}</span>
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
      <span>{LETTER_WORDS.yoursFaithfully}</span>
      <SignOff companyName={companyName} signatory={signatory} onChange={onSignatory} />
    </div>
  );
}
