/** @vitest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSaveCompany } from '../features/company/api/save-company';
import { AppTestProviders, server } from '../test/dom-setup';
import { useCompany } from './shared-queries';

const company = (state: string) => ({
  name: 'Shree Developers',
  address: 'FC Road',
  city: 'Pune',
  state,
  pincode: null,
  gstin: null,
  phone: null,
  email: null,
  website: null,
  signatoryName: null,
  signatoryTitle: null,
  logoFileId: null,
  updatedAt: null,
});

describe('the one company query', () => {
  it('shows a saved state at once to every reader (the purchase form’s GST split included)', async () => {
    let stored = company('Maharashtra');
    server.use(
      http.get('/api/company', () => HttpResponse.json({ company: stored })),
      http.put('/api/company', () => {
        stored = company('Karnataka');
        return HttpResponse.json({ company: stored });
      }),
    );
    // Two readers on one screen tree: a letterhead and the purchase form's state.
    const { result } = renderHook(
      () => ({ letterhead: useCompany(), purchaseState: useCompany().data?.state, save: useSaveCompany() }),
      { wrapper: AppTestProviders },
    );
    await waitFor(() => expect(result.current.purchaseState).toBe('Maharashtra'));
    await act(() =>
      result.current.save.mutateAsync({
        fields: { ...stored, state: 'Karnataka' } as never,
        logo: null,
        removeLogo: false,
      }),
    );
    // Within the 30 s stale time: the old per-feature copies kept showing Maharashtra here.
    expect(result.current.purchaseState).toBe('Karnataka');
    expect(result.current.letterhead.data?.state).toBe('Karnataka');
  });
});
