import QRCode from 'qrcode';
import { phoneAppUrl } from '../../../domain/schemas/phone-app';
import type { AppConfig } from '../../config';

const cache = new Map<string, Promise<string>>();

/**
 * The QR code of the phone app's address, as SVG, made here (no outside service). The address is
 * fixed for the process (PUBLIC_URL), so each is drawn once and kept.
 */
export function phoneAppQrSvg(config: Pick<AppConfig, 'publicUrl'>): Promise<string> {
  const url = phoneAppUrl(config.publicUrl);
  let svg = cache.get(url);
  if (!svg) {
    // Level M survives a smudged or glare-lit screen; margin 2 is enough beside the page's own space.
    svg = QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    cache.set(url, svg);
  }
  return svg;
}
