import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { BroadcastChannel } from 'node:worker_threads';

/**
 * The unit project runs its files in VM contexts (vitest's vmThreads pool): a jsdom context there
 * lacks what Node puts on its own global and msw needs (web streams, BroadcastChannel).
 */
const globals: Record<string, unknown> = { ReadableStream, TransformStream, WritableStream, BroadcastChannel };
for (const [name, value] of Object.entries(globals)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
