/**
 * A chart as a PNG, with no library: the chart's SVG (Recharts draws one) is copied with the
 * computed colours and fonts written onto each element (Mantine's CSS variables mean nothing in a
 * lone image), drawn on a canvas under the chart's title and period, at twice the size for print.
 */
export interface PngLegendItem {
  label: string;
  /** A CSS colour the canvas understands (hex). */
  color: string;
}

const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
];

function inlineStyles(source: Element, copy: Element) {
  const computed = getComputedStyle(source);
  for (const prop of STYLE_PROPS) (copy as SVGElement).style.setProperty(prop, computed.getPropertyValue(prop));
  for (let i = 0; i < source.children.length; i++) inlineStyles(source.children[i]!, copy.children[i]!);
}

/** "leads-by-source-2026-11-01-to-2026-11-23.png" */
export function pngFileName(title: string, period: { from: string; to: string }): string {
  const stem = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${stem}-${period.from}-to-${period.to}.png`;
}

export async function saveChartPng(
  container: HTMLElement,
  {
    title,
    subtitle,
    fileName,
    legend = [],
  }: { title: string; subtitle: string; fileName: string; legend?: PngLegendItem[] },
): Promise<void> {
  const svg = container.querySelector<SVGSVGElement>('svg.recharts-surface');
  if (!svg) throw new Error('The chart is not drawn yet. Try again in a moment.');
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml;charset=utf-8' }),
  );
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('Could not draw the chart as an image.'));
      image.src = url;
    });
    const pad = 20;
    const head = 56;
    const foot = legend.length ? 28 : 0;
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = (width + pad * 2) * scale;
    canvas.height = (height + head + foot + pad * 2) * scale;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw images.');
    ctx.scale(scale, scale);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width + pad * 2, height + head + foot + pad * 2);
    ctx.fillStyle = '#212529';
    ctx.font = '600 18px system-ui, sans-serif';
    ctx.fillText(title, pad, pad + 18);
    ctx.fillStyle = '#868e96';
    ctx.font = '13px system-ui, sans-serif';
    ctx.fillText(subtitle, pad, pad + 40);
    ctx.drawImage(image, pad, pad + head, width, height);
    let x = pad;
    const y = pad + head + height + 18;
    for (const item of legend) {
      ctx.fillStyle = item.color;
      ctx.fillRect(x, y - 10, 12, 12);
      ctx.fillStyle = '#212529';
      ctx.fillText(item.label, x + 18, y);
      x += 18 + ctx.measureText(item.label).width + 24;
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('Could not make the image.');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  } finally {
    URL.revokeObjectURL(url);
  }
}
