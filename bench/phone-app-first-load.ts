// The phone app's first load for bench:phone-app: the scripts /m/index.html loads (its module
// script and modulepreloads) and their static imports, as the Vite manifest lists them, gzipped as
// the server sends them (the build's .gz, or gzip -9 for a file too small to have one).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export function phoneFirstLoad(appDir: string): { files: string[]; gzBytes: number } {
  const html = readFileSync(join(appDir, 'index.html'), 'utf8');
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(appDir, '.vite/manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) add(imported.file);
    }
  };
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = /^<script\b[^>]*type="module"/.test(tag[0]) || /rel="modulepreload"/.test(tag[0]);
    const src = /(?:src|href)="\/m\/([^"]+)"/.exec(tag[0])?.[1];
    if (isScript && src) add(src);
  }
  let gzBytes = 0;
  for (const file of files) {
    const path = join(appDir, file);
    gzBytes += existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path), { level: 9 }).length;
  }
  return { files: [...files], gzBytes };
}
