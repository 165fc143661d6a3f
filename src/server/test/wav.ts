/**
 * A call recording for tests: 8 kHz, 8-bit mono PCM WAV, audio by its magic bytes and decodable by
 * a browser. Silence by default; `toneHz` writes a tone, so playback in a page can be heard as real.
 */
export function wav({ samples = 800, toneHz }: { samples?: number; toneHz?: number } = {}): Buffer {
  const data = Buffer.alloc(samples, 128);
  if (toneHz)
    for (let i = 0; i < samples; i++) data[i] = 128 + Math.round(60 * Math.sin((i * 2 * Math.PI * toneHz) / 8000));
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(8000, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
