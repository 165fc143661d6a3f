import type { Company } from '../../../domain/schemas/company';
import { LOGO_CID } from '../../mail/letterhead-logo';

/** What a feature says in an email; the layout adds the letterhead and the two parts. */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. when the link expires. */
  note?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function letterheadLines(company: Company): { name: string; lines: string[] } {
  const place = [company.address, company.city, company.state, company.pincode].filter(Boolean).join(', ');
  const contact = [company.phone, company.email].filter(Boolean).join(' · ');
  return { name: company.name || 'EstateDesk', lines: [place, contact].filter(Boolean) };
}

/**
 * A plain-text part and a simple HTML part (inline styles, one column, so every mail program shows
 * it alike). The only image is the company logo, an inline part attached when the mail is sent
 * (mail/letterhead-logo.ts); the name beside it stays text, so the logo is decorative (empty alt).
 * Every value is escaped in the HTML; the URL only goes into href after escaping too.
 */
export function renderEmail(company: Company, content: EmailContent): { subject: string; text: string; html: string } {
  const head = letterheadLines(company);
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '—',
    head.name,
    ...head.lines,
  ].join('\n');

  const p = (body: string) => `<p style="margin:0 0 14px">${body}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #dde1e6">
<tr><td style="padding:20px 24px;border-bottom:3px solid #1c7ed6">
${company.logoFileId ? `<img src="cid:${LOGO_CID}" alt="" height="48" style="display:block;height:auto;max-height:48px;max-width:200px;border:0;margin:0 0 8px">` : ''}
<div style="font-size:20px;font-weight:bold">${escapeHtml(head.name)}</div>
${head.lines.map((line) => `<div style="font-size:12px;color:#52606d">${escapeHtml(line)}</div>`).join('\n')}
</td></tr>
<tr><td style="padding:24px">
${p(escapeHtml(content.greeting))}
${content.paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
${
  content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c7ed6;color:#ffffff;padding:10px 18px;text-decoration:none;border-radius:4px;display:inline-block">${escapeHtml(content.action.label)}</a></p>
${p(`<span style="font-size:12px;color:#52606d">If the button does not work, copy this address into your browser: ${escapeHtml(content.action.url)}</span>`)}`
    : ''
}
${content.note ? p(`<span style="font-size:13px;color:#52606d">${escapeHtml(content.note)}</span>`) : ''}
</td></tr>
</table>
</body></html>`;
  return { subject: content.subject, text, html };
}

/**
 * A campaign email: the template's own HTML body (its values already escaped) inside the
 * same letterhead, with a footer line (the unsubscribe link) under it in both parts.
 */
export function renderEmailWithBody(
  company: Company,
  content: { subject: string; bodyHtml: string; bodyText: string; footer?: { text: string; url: string } },
): { subject: string; text: string; html: string } {
  const head = letterheadLines(company);
  const text = [
    content.bodyText,
    '',
    '—',
    head.name,
    ...head.lines,
    ...(content.footer ? ['', `${content.footer.text}: ${content.footer.url}`] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #dde1e6">
<tr><td style="padding:20px 24px;border-bottom:3px solid #1c7ed6">
${company.logoFileId ? `<img src="cid:${LOGO_CID}" alt="" height="48" style="display:block;height:auto;max-height:48px;max-width:200px;border:0;margin:0 0 8px">` : ''}
<div style="font-size:20px;font-weight:bold">${escapeHtml(head.name)}</div>
${head.lines.map((line) => `<div style="font-size:12px;color:#52606d">${escapeHtml(line)}</div>`).join('\n')}
</td></tr>
<tr><td style="padding:24px">
${content.bodyHtml}
</td></tr>
${
  content.footer
    ? `<tr><td style="padding:12px 24px;border-top:1px solid #dde1e6;font-size:12px;color:#52606d"><a href="${escapeHtml(content.footer.url)}" style="color:#52606d">${escapeHtml(content.footer.text)}</a></td></tr>`
    : ''
}
</table>
</body></html>`;
  return { subject: content.subject, text, html };
}
