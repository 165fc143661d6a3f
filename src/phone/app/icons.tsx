/**
 * Inline SVG icons: emoji and symbol glyphs show as empty boxes on phones and CI machines without
 * an emoji font, and an icon font would cost a download. They take the text colour and hide from
 * screen readers (the button's label says what it does).
 */
const svgProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function PhoneIcon() {
  return (
    <svg {...svgProps} aria-hidden="true" data-icon="phone">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg {...svgProps} width={22} height={22} aria-hidden="true" data-icon="back">
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </svg>
  );
}
