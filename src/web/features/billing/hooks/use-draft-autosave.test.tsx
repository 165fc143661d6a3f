/** @vitest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { useDraftAutosave } from './use-draft-autosave';

const DRAFT_ID = '7b0c6c1e-5f3a-4d2b-9c1e-2a3b4c5d6e7f';
const draft = (data: unknown, title: string) => ({
  _id: DRAFT_ID,
  kind: 'quotation-create',
  quotationId: null,
  title,
  data,
  updatedAt: '2026-11-22T10:00:00.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
});

interface Props {
  values: Record<string, unknown>;
  dirty: boolean;
}

function setup(initial: Props) {
  return renderHook(
    (props: Props) =>
      useDraftAutosave({
        kind: 'quotation-create',
        initialDraftId: null,
        title: 'Q',
        enabled: true,
        delayMs: 20,
        ...props,
      }),
    { wrapper: AppTestProviders, initialProps: initial },
  );
}

describe('useDraftAutosave', () => {
  it('saves nothing until the user changes something', async () => {
    let calls = 0;
    server.use(
      http.post('/api/drafts', () => {
        calls += 1;
        return HttpResponse.json({ draft: draft({}, 'Q') });
      }),
    );
    const { result } = setup({ values: { name: 'A' }, dirty: false });
    await new Promise((r) => setTimeout(r, 80));
    expect(calls).toBe(0);
    expect(result.current.status).toBe('idle');
  });

  it('creates the draft once, then updates that same draft with the latest values', async () => {
    const seen: string[] = [];
    server.use(
      http.post('/api/drafts', async ({ request }) => {
        const body = (await request.json()) as { data: unknown; title: string };
        seen.push(`POST ${JSON.stringify(body.data)}`);
        return HttpResponse.json({ draft: draft(body.data, body.title) });
      }),
      http.put('/api/drafts/:id', async ({ request, params }) => {
        const body = (await request.json()) as { data: unknown; title: string };
        seen.push(`PUT ${String(params.id)} ${JSON.stringify(body.data)}`);
        return HttpResponse.json({ draft: draft(body.data, body.title) });
      }),
    );
    const { result, rerender } = setup({ values: { name: 'A' }, dirty: true });
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(result.current.draftId()).toBe(DRAFT_ID);
    rerender({ values: { name: 'AB' }, dirty: true });
    rerender({ values: { name: 'ABC' }, dirty: true });
    await waitFor(() => expect(seen).toHaveLength(2));
    // Typing in quick succession is one save of the last values, to the draft already made.
    expect(seen).toEqual(['POST {"name":"A"}', `PUT ${DRAFT_ID} {"name":"ABC"}`]);
  });

  it('says so when the draft cannot be saved', async () => {
    server.use(
      http.post('/api/drafts', () => HttpResponse.json({ message: 'Too large.', code: 'X' }, { status: 413 })),
    );
    const { result } = setup({ values: { name: 'A' }, dirty: true });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.draftId()).toBeNull();
  });
});
