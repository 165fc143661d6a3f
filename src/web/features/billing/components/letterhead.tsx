import type { Company } from '../../../../domain/schemas/company';
import { useFileUrl } from '../../../lib/file-url';

/** The issuer's letterhead from the Company Profile (logo fetched with the session token). */
export function Letterhead({ company, title }: { company: Company; title: string }) {
  const logo = useFileUrl(company.logoFileId);
  const place = [company.address, company.city, company.state, company.pincode].filter(Boolean).join(', ');
  const contact = [company.phone && `Phone: ${company.phone}`, company.email, company.website]
    .filter(Boolean)
    .join(' · ');
  return (
    <header style={{ borderBottom: '2px solid #1c7ed6', paddingBottom: 8, marginBottom: 10 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {logo.data ? (
          <img src={logo.data} alt={`${company.name} logo`} style={{ maxHeight: 64, maxWidth: 140 }} />
        ) : null}
        <div style={{ flex: 1 }}>
          <h1 style={{ fontSize: 20, color: '#1864ab' }}>{company.name || 'Your company name'}</h1>
          {place ? <div>{place}</div> : null}
          {contact ? <div>{contact}</div> : null}
          {company.gstin ? (
            <div>
              <b>GSTIN:</b> {company.gstin}
            </div>
          ) : null}
        </div>
        <h2 style={{ fontSize: 16, letterSpacing: '0.08em', color: '#333' }}>{title}</h2>
      </div>
    </header>
  );
}

/** True once the logo (if any) has loaded or failed, so the print dialog does not show a blank. */
export function useLetterheadReady(company: Company | undefined): boolean {
  const logo = useFileUrl(company?.logoFileId);
  if (!company) return false;
  return !company.logoFileId || logo.isSuccess || logo.isError;
}
