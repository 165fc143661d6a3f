import { signOffFor } from '../../../../domain/letters/letter-text';
import type { Letterhead, Signatory } from '../../../../domain/schemas/letter';
import { useFileUrl } from '../../../lib/file-url';
import { EditableText } from './editable-text';

interface LetterheadBlockProps {
  letterhead: Letterhead;
  onChange: (letterhead: Letterhead) => void;
  /** The demand letter's contact line names a person to call. */
  withContactPerson?: boolean;
}

/** The developer's letterhead: logo, name, office address and contact line, from the company profile. */
export function LetterheadBlock({ letterhead, onChange, withContactPerson = false }: LetterheadBlockProps) {
  const logo = useFileUrl(letterhead.logoFileId);
  const set = (key: keyof Omit<Letterhead, 'logoFileId'>) => (value: string) =>
    onChange({ ...letterhead, [key]: value });
  return (
    <header className="letter-head">
      {logo.data ? (
        <img className="letter-head-logo" src={logo.data} alt={`${letterhead.name || 'Company'} logo`} />
      ) : null}
      <div className="letter-head-text">
        <EditableText
          className="letter-head-name"
          value={letterhead.name}
          onChange={set('name')}
          label="Company name"
          placeholder="Company name"
        />
        <EditableText
          className="letter-head-line"
          value={letterhead.address}
          onChange={set('address')}
          label="Office address"
          placeholder="Office address"
          multiline
        />
        <span className="letter-head-line">
          {withContactPerson ? (
            <>
              Contact:{' '}
              <EditableText
                value={letterhead.contactPerson}
                onChange={set('contactPerson')}
                label="Contact person"
                placeholder="Contact person"
              />
              {' · '}
            </>
          ) : null}
          Phone: <EditableText value={letterhead.phone} onChange={set('phone')} label="Phone" placeholder="Phone" />
          {' · '}Email:{' '}
          <EditableText value={letterhead.email} onChange={set('email')} label="Email" placeholder="Email" />
        </span>
      </div>
      {logo.data ? <span className="letter-head-logo" aria-hidden /> : null}
    </header>
  );
}

interface SignOffProps {
  companyName: string;
  signatory: Signatory;
  onChange: (signatory: Signatory) => void;
  /** A fixed title (the possession letter is signed by the Director). */
  fixedTitle?: string;
}

/** "For <company>", room to sign, the signatory's name and title. */
export function SignOff({ companyName, signatory, onChange, fixedTitle }: SignOffProps) {
  return (
    <div className="letter-sign">
      <span>{signOffFor(companyName)}</span>
      <span className="letter-sign-line">
        <EditableText
          value={signatory.name}
          onChange={(name) => onChange({ ...signatory, name })}
          label="Signatory name"
          placeholder="Signatory name"
        />
      </span>
      {fixedTitle ? (
        <span>{fixedTitle}</span>
      ) : (
        <EditableText
          block
          value={signatory.title}
          onChange={(title) => onChange({ ...signatory, title })}
          label="Signatory title"
          placeholder="Signatory title"
        />
      )}
    </div>
  );
}
