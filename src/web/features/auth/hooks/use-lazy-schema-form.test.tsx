/** @vitest-environment jsdom */
import { Button, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { AppTestProviders } from '../../../test/dom-setup';
import { registerFormSchema } from '../components/form-schemas';
import { useLazySchemaForm } from './use-lazy-schema-form';

type Loader = () => Promise<typeof registerFormSchema>;

function RegisterForm({ schema, onValid }: { schema: Loader; onValid: (values: unknown) => unknown }) {
  const { field, handleSubmit, isSubmitting, submitError } = useLazySchemaForm({
    schema,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      {submitError ? <p role="alert">{errorMessage(submitError)}</p> : null}
      <TextInput label="Name" {...field('name')} />
      <TextInput label="Email" {...field('email')} />
      <TextInput label="Password" {...field('password')} />
      <TextInput label="Confirm Password" {...field('confirmPassword')} />
      <Button type="submit" loading={isSubmitting}>
        Create account
      </Button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('useLazySchemaForm', () => {
  it('checks nothing before the first submit, then flags every field with the shared messages and focuses the first', async () => {
    const onValid = vi.fn();
    render(<RegisterForm schema={async () => registerFormSchema} onValid={onValid} />, {
      wrapper: AppTestProviders,
    });
    type('Email', 'not-an-email');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();

    submit();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onValid).not.toHaveBeenCalled();

    // After a submit a field is checked again as it changes, and only that field.
    type('Email', ' Asha@Example.IN ');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address.')).toBeNull());
    expect(screen.getByText('Name is required.')).toBeTruthy();
    type('Password', 'Welcome123');
    type('Confirm Password', 'Welcome124');
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
  });

  it('gives onValid the parsed values and shows what it throws', async () => {
    const onValid = vi.fn(async () => {
      throw new Error('That email is already registered.');
    });
    render(<RegisterForm schema={async () => registerFormSchema} onValid={onValid} />, {
      wrapper: AppTestProviders,
    });
    type('Name', '  Asha Patil ');
    type('Email', ' Asha@Example.IN ');
    type('Password', 'Welcome123');
    type('Confirm Password', 'Welcome123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('That email is already registered.');
    expect(onValid).toHaveBeenCalledWith({
      name: 'Asha Patil',
      email: 'asha@example.in',
      password: 'Welcome123',
      confirmPassword: 'Welcome123',
    });
  });

  it('starts loading the schema once rendered, and says so when it cannot, then tries again on the next submit', async () => {
    const schema = vi.fn<Loader>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    schema.mockResolvedValue(registerFormSchema);
    const onValid = vi.fn();
    render(<RegisterForm schema={schema} onValid={onValid} />, { wrapper: AppTestProviders });
    expect(schema).toHaveBeenCalledTimes(1);
    await act(async () => {});

    submit();
    await waitFor(() => expect(schema).toHaveBeenCalledTimes(2));
    type('Name', 'Asha');
    type('Email', 'asha@example.in');
    type('Password', 'Welcome123');
    type('Confirm Password', 'Welcome123');
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a schema that cannot be loaded as a connection problem', async () => {
    const schema = vi.fn<Loader>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    render(<RegisterForm schema={schema} onValid={vi.fn()} />, { wrapper: AppTestProviders });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_ERROR_MESSAGE);
  });
});
