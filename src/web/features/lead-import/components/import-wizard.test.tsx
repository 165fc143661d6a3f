/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '../../../../domain/schemas/lead-import';
import { choose } from '../../../test/choose';
import { AppTestProviders, server } from '../../../test/dom-setup';
import { ImportWizard } from './import-wizard';

const preview: ImportPreview = {
  uploadId: '7d3c2a52-5d7b-4d1b-9a53-0c4a0b6e9a11',
  fileName: 'portal-export.csv',
  fileSize: 2048,
  fileKind: 'csv',
  sheets: [],
  sheet: null,
  delimiter: ',',
  encoding: 'utf-8',
  headers: ['Customer Name', 'Contact No', 'Lead Source', 'Remarks'],
  sample: [
    ['Asha Patil', '98220 12345', '99acres', 'Wants 2BHK'],
    ['राहुल देशमुख', '+91 9876543210', 'Walk-in', ''],
  ],
  suggested: ['name', 'mobile', 'source', null],
  savedMappings: [],
};

function mockServer() {
  server.use(
    http.post('/api/lead/imports/upload', () => HttpResponse.json(preview)),
    http.get('/api/lead/imports/mappings', () => HttpResponse.json({ mappings: [] })),
  );
}

async function uploadFile() {
  const { container } = render(<ImportWizard onStarted={vi.fn()} />, { wrapper: AppTestProviders });
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['Customer Name,Contact No\nAsha,9822012345\n'], 'portal-export.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByRole('table', { name: 'First rows of the file' });
}

const picker = (header: string) =>
  screen.getByLabelText(`Lead field for ${header}`, { selector: 'input' }) as HTMLInputElement;

// jsdom lays nothing out; Mantine scrolls the chosen option into view.
Element.prototype.scrollIntoView ??= () => {};

// A Mantine screen in jsdom renders slowly on a shared two-core machine; 5 s was too close.
describe('the import mapping step', { timeout: 20_000 }, () => {
  it('preselects the suggested fields and shows the first rows, Devanagari included', async () => {
    mockServer();
    await uploadFile();
    expect(picker('Customer Name').value).toBe('Name');
    expect(picker('Contact No').value).toBe('Mobile');
    expect(picker('Lead Source').value).toBe('Source');
    expect(picker('Remarks').value).toBe('');
    expect(screen.getByText('राहुल देशमुख')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a field used twice, next to the column, until it is changed', async () => {
    mockServer();
    await uploadFile();
    await choose(picker('Remarks'), 'Name');
    expect(await screen.findByText('Name is already mapped to "Customer Name".')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
    await choose(picker('Remarks'), 'Notes');
    await waitFor(() => expect(screen.queryByText(/already mapped/)).toBeNull());
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for Mobile when no column is mapped to it', async () => {
    mockServer();
    await uploadFile();
    await choose(picker('Contact No'), 'Email');
    expect((await screen.findByRole('alert')).textContent).toContain('Map a column to Mobile.');
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's sentence next to the upload when the file is refused", async () => {
    server.use(
      http.post('/api/lead/imports/upload', () =>
        HttpResponse.json({ message: 'The file has no header row.', code: 'BAD_FILE' }, { status: 400 }),
      ),
    );
    const { container } = render(<ImportWizard onStarted={vi.fn()} />, { wrapper: AppTestProviders });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['\n'], 'empty.csv', { type: 'text/csv' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain('The file has no header row.');
  });
});
