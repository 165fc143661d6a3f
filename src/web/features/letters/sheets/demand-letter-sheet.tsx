import { DEMAND_TEXT, LETTER_WORDS } from '../../../../domain/letters/letter-text';
import type { DemandLetterFields } from '../../../../domain/schemas/letter';
import { EditableText } from '../components/editable-text';
import { BankAddressee, DateRow, FieldTable, Pieces, YoursFaithfully } from '../components/letter-parts';
import { LetterheadBlock } from '../components/letterhead-block';
import { binder, headBinder, type SheetProps } from './sheet-props';

/**
 * Demand letter: the developer asks the buyer's bank to release the next payment. Its words are
 * DEMAND_TEXT, which the server's PDF prints too.
 */
export function DemandLetterSheet({ fields, setFields }: SheetProps<DemandLetterFields>) {
  const bind = binder(fields, setFields);
  const head = headBinder(setFields);
  const rows = (list: typeof DEMAND_TEXT.positionRows | typeof DEMAND_TEXT.payeeRows) =>
    list.map((row) => ({
      heading: row.heading,
      field: bind(row.field, row.label),
      multiline: 'multiline' in row ? row.multiline : undefined,
    }));
  return (
    <>
      <LetterheadBlock letterhead={fields.letterhead} onChange={head.onLetterhead} withContactPerson />
      <h2 className="letter-title">{DEMAND_TEXT.title}</h2>
      <DateRow>
        <EditableText {...bind('date', 'Date')} />
      </DateRow>
      <BankAddressee bankName={bind('bankName', 'Bank name')} bankBranch={bind('bankBranch', 'Bank branch')} />
      <p>
        <span className="letter-strong">{LETTER_WORDS.subject}</span>
        <EditableText {...bind('subject', 'Subject')} />
      </p>
      <p>{DEMAND_TEXT.salutation}</p>
      <p>
        <Pieces pieces={DEMAND_TEXT.buyers} bind={bind} />
      </p>
      <p>
        <span className="letter-strong">{DEMAND_TEXT.flatHeading}</span>
        <EditableText multiline {...bind('flatAddress', 'Flat address')} />
      </p>
      <p>{DEMAND_TEXT.position}</p>
      <FieldTable rows={rows(DEMAND_TEXT.positionRows)} />
      <p>{DEMAND_TEXT.request}</p>
      <FieldTable rows={rows(DEMAND_TEXT.payeeRows)} />
      <p>{DEMAND_TEXT.closing}</p>
      <YoursFaithfully
        companyName={fields.letterhead.name}
        signatory={fields.signatory}
        onSignatory={head.onSignatory}
      />
    </>
  );
}
