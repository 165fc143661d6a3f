import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { BroadcastChannel } from 'node:worker_threads';
import { configure } from '@testing-library/dom';

/**
 * The unit project runs its files in VM contexts (vitest's vmThreads pool, decision 207): a jsdom
 * context there lacks what Node puts on its own global and msw needs (web streams, BroadcastChannel).
 */
const globals: Record<string, unknown> = { ReadableStream, TransformStream, WritableStream, BroadcastChannel };
for (const [name, value] of Object.entries(globals)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

// A screen's findBy and waitFor wait up to 5 s, not Testing Library's 1 s: beside the API and
// PostgreSQL lanes on CI's two cores a modal took longer than 1 s to open (2026-11-28). A passing
// test never waits for the limit.
configure({ asyncUtilTimeout: 5_000 });
