/** @vitest-environment jsdom */
import { useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messageSchema } from '../../domain/schemas/common';
import { AppTestProviders, server } from '../test/dom-setup';
import { api } from './api-client';
import { useDeleteWithConfirm } from './use-delete-with-confirm';

interface Thing {
  _id: string;
  name: string;
}

function ThingRow({ thing }: { thing: Thing }) {
  const mutation = useMutation({
    mutationFn: (id: string) => api.delete(`/api/things/${id}`, messageSchema),
    meta: { errorTitle: 'Could not delete the thing' },
  });
  const { busyId, onDelete } = useDeleteWithConfirm<Thing>({
    mutation,
    confirm: (t) => ({ title: 'Delete thing', message: `Delete ${t.name}?` }),
  });
  return (
    <button type="button" onClick={() => void onDelete(thing)} disabled={busyId === thing._id}>
      Delete {thing.name}
    </button>
  );
}

const thing = { _id: 't1', name: 'Flat 402' };

interface Payment {
  _id: string;
  amount: number;
}

/** A delete that needs two ids: the bill's and the payment's. */
function PaymentRow({ billId, payment }: { billId: string; payment: Payment }) {
  const mutation = useMutation({
    mutationFn: ({ id, paymentId }: { id: string; paymentId: string }) =>
      api.delete(`/api/bills/${id}/payments/${paymentId}`, messageSchema),
    meta: { errorTitle: 'Could not delete the payment' },
  });
  const { busyId, onDelete } = useDeleteWithConfirm<Payment, { id: string; paymentId: string }>({
    mutation,
    variables: (p) => ({ id: billId, paymentId: p._id }),
    rowId: (v) => v.paymentId,
    confirm: (p) => ({ title: 'Delete payment', message: `Delete the payment of ${p.amount}?` }),
    success: () => 'Payment deleted.',
  });
  return (
    <>
      <p>{busyId === null ? 'idle' : `busy ${busyId}`}</p>
      <button type="button" onClick={() => void onDelete(payment)}>
        Delete payment
      </button>
    </>
  );
}

async function deleteAndConfirm(answer: 'Delete' | 'Cancel') {
  render(<ThingRow thing={thing} />, { wrapper: AppTestProviders });
  fireEvent.click(screen.getByRole('button', { name: 'Delete Flat 402' }));
  expect(await screen.findByText('Delete Flat 402?')).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: answer }));
}

describe('useDeleteWithConfirm', () => {
  it('deletes only after the question is answered yes, and says so', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('/api/things/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
    await deleteAndConfirm('Delete');
    expect(await screen.findByText('Flat 402 was deleted.')).toBeTruthy();
    expect(deleted).toEqual(['t1']);
  });

  it('sends nothing when the question is answered no', async () => {
    let calls = 0;
    server.use(
      http.delete('/api/things/:id', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
    await deleteAndConfirm('Cancel');
    await waitFor(() => expect(screen.queryByText('Delete Flat 402?')).toBeNull());
    expect(calls).toBe(0);
  });

  it('tells a refusal once, with the server’s sentence under the mutation’s title', async () => {
    server.use(
      http.delete('/api/things/:id', () =>
        HttpResponse.json({ message: 'Flat 402 is used by 3 quotations.', code: 'IN_USE' }, { status: 409 }),
      ),
    );
    await deleteAndConfirm('Delete');
    expect(await screen.findByText('Could not delete the thing')).toBeTruthy();
    expect(screen.getAllByText('Flat 402 is used by 3 quotations.')).toHaveLength(1);
    expect(screen.queryByText('Flat 402 was deleted.')).toBeNull();
  });

  it('leaves a 401 to the session handler: no error toast', async () => {
    server.use(
      http.delete('/api/things/:id', () =>
        HttpResponse.json({ message: 'Your session has ended.', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    await deleteAndConfirm('Delete');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Flat 402' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByText('Could not delete the thing')).toBeNull();
    expect(screen.queryByText('Your session has ended.')).toBeNull();
  });

  it('builds composite variables from the record and marks the row they name as busy', async () => {
    const deleted: string[] = [];
    let answer: (() => void) | undefined;
    server.use(
      http.delete('/api/bills/:id/payments/:paymentId', async ({ params }) => {
        deleted.push(`${params.id}/${params.paymentId}`);
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
    render(<PaymentRow billId="b7" payment={{ _id: 'p3', amount: 500 }} />, { wrapper: AppTestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Delete payment' }));
    expect(await screen.findByText('Delete the payment of 500?')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('busy p3')).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByText('Payment deleted.')).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(deleted).toEqual(['b7/p3']);
  });
});
