/** @vitest-environment jsdom */
import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredText } from '../../domain/schemas/common';
import { AppTestProviders, server } from '../test/dom-setup';
import { FormModal } from '../ui/form-modal';
import { api } from './api-client';
import { useModalForm } from './use-modal-form';

const placeSchema = z.object({ name: requiredText('Name', 50), code: requiredText('Code', 5) });
type Place = { _id: string; name: string; code: string };
const toValues = (place: Place | null) => ({ name: place?.name ?? '', code: place?.code ?? '' });

function PlaceModal() {
  const [opened, setOpened] = useState(true);
  const create = useMutation({
    mutationFn: (input: z.output<typeof placeSchema>) => api.post('/api/places', input, z.object({ name: z.string() })),
  });
  const { form, modalProps } = useModalForm(placeSchema, {
    opened,
    onClose: () => setOpened(false),
    record: null,
    addLabel: 'Add Place',
    mutation: create,
    toValues,
    onOpen: create.reset,
    save: (values) => create.mutateAsync(values),
    fieldNames: ['name', 'code'],
    conflictField: 'name',
  });
  const { errors } = form.formState;
  return (
    <>
      <p>{opened ? 'open' : 'closed'}</p>
      <FormModal {...modalProps}>
        <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
        <TextInput label="Code" {...form.register('code')} error={errors.code?.message} />
      </FormModal>
    </>
  );
}

/** A form with the spec's own wording: its title and button, its toast (or none), and what follows a save. */
function PayModal({ onSaved }: { onSaved: (saved: { receipt: string }) => void }) {
  const [opened, setOpened] = useState(true);
  const pay = useMutation({
    mutationFn: (input: z.output<typeof placeSchema>) =>
      api.post('/api/payments', input, z.object({ receipt: z.string() })),
  });
  const { form, modalProps } = useModalForm(placeSchema, {
    opened,
    onClose: () => setOpened(false),
    record: null,
    addLabel: 'Add Payment',
    title: 'Pay Shree Cement — INV-7',
    submitLabel: 'Record Payment',
    mutation: pay,
    toValues,
    onOpen: pay.reset,
    save: (values) => pay.mutateAsync(values),
    success: (saved, values) => `Receipt ${saved.receipt} for ${values.name}.`,
    onSaved,
    fieldNames: ['name', 'code'],
  });
  return (
    <>
      <p>{opened ? 'open' : 'closed'}</p>
      <FormModal {...modalProps}>
        <TextInput label="Name" {...form.register('name')} />
        <TextInput label="Code" {...form.register('code')} />
      </FormModal>
    </>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Place' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useModalForm', () => {
  it('flags every required field on the first submit and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post('/api/places', () => {
        calls += 1;
        return HttpResponse.json({ name: 'x' });
      }),
    );
    render(<PlaceModal />, { wrapper: AppTestProviders });
    submit();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Code is required.')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('puts the server’s field errors under their fields once, keeps the typing and the modal', async () => {
    server.use(
      http.post('/api/places', () =>
        HttpResponse.json(
          {
            message: 'Code must be at most 5 characters.',
            code: 'VALIDATION_FAILED',
            fields: { code: 'Code must be at most 5 characters.' },
          },
          { status: 400 },
        ),
      ),
    );
    render(<PlaceModal />, { wrapper: AppTestProviders });
    type('Name', 'Pune');
    type('Code', 'PN');
    submit();
    expect(await screen.findByText('Code must be at most 5 characters.')).toBeTruthy();
    // Under the field, not again in the alert above the form.
    expect(screen.getAllByText('Code must be at most 5 characters.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Pune');
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('shows a failure no field explains in the alert', async () => {
    server.use(
      http.post('/api/places', () => HttpResponse.json({ message: 'Try later.', code: 'INTERNAL' }, { status: 500 })),
    );
    render(<PlaceModal />, { wrapper: AppTestProviders });
    type('Name', 'Pune');
    type('Code', 'PN');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Try later.');
  });

  it('saves, says so and closes', async () => {
    let body: unknown;
    server.use(
      http.post('/api/places', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ name: 'Pune' });
      }),
    );
    render(<PlaceModal />, { wrapper: AppTestProviders });
    type('Name', '  Pune ');
    type('Code', 'PN');
    submit();
    expect(await screen.findByText('Pune was added.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
    expect(body).toEqual({ name: 'Pune', code: 'PN' });
  });

  it('takes the spec’s own title, button and toast, and hands the saved record on after closing', async () => {
    server.use(http.post('/api/payments', () => HttpResponse.json({ receipt: 'R-12' })));
    const saved: unknown[] = [];
    render(<PayModal onSaved={(r) => saved.push(r)} />, { wrapper: AppTestProviders });
    expect(screen.getByRole('dialog', { name: 'Pay Shree Cement — INV-7' })).toBeTruthy();
    type('Name', 'Pune');
    type('Code', 'PN');
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Receipt R-12 for Pune.')).toBeTruthy();
    await waitFor(() => expect(saved).toEqual([{ receipt: 'R-12' }]));
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
