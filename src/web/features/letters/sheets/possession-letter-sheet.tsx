import type { PossessionLetterFields } from '../../../../domain/schemas/letter';
import { FieldInput } from '../components/field-input';
import { DateRow } from '../components/letter-parts';
import { LetterheadBlock, SignOff } from '../components/letterhead-block';
import { binder, headBinder, type SheetProps } from './sheet-props';

/**
 * Possession letter: text inputs for the possessor, the buyer and two witnesses; when
 * it prints, the inputs give way to plain text (after 100 ms). Signed by the Director.
 */
export function PossessionLetterSheet({ fields, setFields, printing }: SheetProps<PossessionLetterFields>) {
  const bind = binder(fields, setFields);
  const head = headBinder(setFields);
  const input = (key: Parameters<typeof bind>[0], label: string, multiline = false) => (
    <FieldInput {...bind(key, label)} multiline={multiline} asText={printing} />
  );
  return (
    <>
      <LetterheadBlock letterhead={fields.letterhead} onChange={head.onLetterhead} />
      <h2 className="letter-title">POSSESSION LETTER</h2>
      <DateRow>{input('possessionDate', 'Possession date')}</DateRow>
      <div className="letter-block">
        <span>To,</span>
        <span>Shri/Smt. {input('buyerName', 'Buyer name')},</span>
        <span>S/o, D/o or W/o {input('buyerFatherName', 'Buyer’s father’s name')},</span>
        <span>Residing at {input('buyerCity', 'Buyer’s city')}.</span>
      </div>
      <p>
        <span className="letter-strong">Subject: </span>Handing over possession of your flat.
      </p>
      <p>Dear Sir/Madam,</p>
      <p>We hereby hand over the vacant and peaceful possession of</p>
      <div className="letter-block letter-indent">
        <span className="letter-strong">{input('flatDetails', 'Flat details')}</span>
        {input('description', 'Description', true)}
      </div>
      <p>
        to {input('possessorName', 'Possessor name')}, son/daughter/wife of {input('fatherName', 'Father’s name')}, on
        behalf of the purchaser named above, on the date written above.
      </p>
      <p>
        The possessor has inspected the flat and found its construction, fittings and amenities as agreed, and takes
        possession of it in good condition together with its keys. From the date of possession the purchaser is
        responsible for the maintenance charges, property tax, electricity and water bills and all other outgoings of
        the flat.
      </p>
      <p>
        I, the possessor, acknowledge that I have received the possession of the flat described above, with its keys, to
        my full satisfaction.
      </p>
      <div className="letter-spacer" />
      <div className="letter-signatures">
        <div className="letter-sign">
          <span className="letter-sign-line">Possessor</span>
          <span>{fields.possessorName}</span>
        </div>
        <SignOff
          companyName={fields.letterhead.name}
          signatory={fields.signatory}
          onChange={head.onSignatory}
          fixedTitle="Director"
        />
      </div>
      <div className="letter-witnesses">
        <span className="letter-strong">Witnesses:</span>
        <span>1. {input('witness1', 'Witness 1')}</span>
        <span className="letter-witness-sign">Signature</span>
        <span>2. {input('witness2', 'Witness 2')}</span>
        <span className="letter-witness-sign">Signature</span>
      </div>
    </>
  );
}
