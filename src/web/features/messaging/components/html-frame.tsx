/**
 * An email's HTML as the recipient's mail program shows it. The HTML is the office's own typing (or
 * a lead's name inside it), so it is drawn in a sandboxed frame with no scripts, no forms and no
 * access to this page: a stray <script> or onload in a template cannot act with the session.
 */
export function HtmlFrame({ html, title, height = 320 }: { html: string; title: string; height?: number }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><base target="_blank"><body style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5;margin:12px;color:#222;word-wrap:break-word">${html}</body>`}
      style={{
        width: '100%',
        height,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'white',
      }}
    />
  );
}
