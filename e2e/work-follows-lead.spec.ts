import { expect, test } from '@playwright/test';
import { addDays, indiaDisplayDate, istDate } from '../src/domain/india-date';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/**
 * The lead page after a change of holder (decision 155): the planned call stays beside a booked
 * visit unless the person replaces it, both go to the new holder, a task defaults to the holder and
 * a note said with a status change is on the timeline once.
 */
const stamp = () => `${Date.now()}`.slice(-7);

test('work follows the lead on the lead page', async ({ page, request }) => {
  const s = stamp();
  const name = `Holder Lead ${s}`;
  const api = await adminApi(request);
  const now = new Date();
  const tomorrow = addDays(istDate(now), 1);
  const { members } = await api.get<{ members: { _id: string; name: string }[] }>('/api/team/getAllMembers');
  const esha = members.find((m) => m.name === 'Esha Executive')!;
  const { lead } = await api.post<{ lead: { _id: string } }>('/api/lead/create', {
    name,
    mobile: `97${s}1`.slice(0, 10),
    project: 'Sahyadri Heights',
    status: 'interested',
    assignedTo: esha._id,
    nextFollowUpAt: `${tomorrow}T11:00:00+05:30`,
  });
  await page.clock.setFixedTime(now);
  await loginAs(page, 'admin', `/LeadDetails/${lead._id}`);
  const card = page.getByLabel('Next follow-up');
  await expect(card.getByText(`${indiaDisplayDate(tomorrow)}, 11:00`)).toBeVisible();

  // Booking a visit asks whether to replace the call; left unticked, the call stays planned.
  await card.getByRole('button', { name: 'Book site visit' }).click();
  const book = page.getByRole('dialog', { name: `Book site visit: ${name}` });
  const replace = book.getByRole('checkbox', {
    name: `Replace the planned call of ${indiaDisplayDate(tomorrow)}, 11:00 with this visit`,
  });
  await expect(replace).not.toBeChecked();
  await book.getByRole('textbox', { name: 'Visit time (India)' }).fill('16:00');
  await book.getByRole('button', { name: 'Book visit' }).click();
  const ask = page.getByRole('dialog', { name: 'Change the lead status?' });
  await ask.getByRole('button', { name: 'Keep Interested' }).click();
  await expect(book).toBeHidden();
  await expect(card.getByText('Call', { exact: true })).toBeVisible();
  await expect(
    card.getByText(`Site visit to Sahyadri Heights booked for ${indiaDisplayDate(tomorrow)}, 16:00`),
  ).toBeVisible();
  await expect(card.getByText('By Esha Executive')).toBeVisible();

  // Reassigning takes the call along, and the timeline says so.
  await page.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: 'Manoj Manager', exact: true }).click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(card.getByText('By Manoj Manager')).toBeVisible();
  const timeline = page.getByLabel('Activity', { exact: true });
  await expect(timeline.getByText(/moved from Esha Executive to Manoj Manager\.$/)).toBeVisible();

  // A task added here is for the lead's holder unless changed.
  await page.getByRole('button', { name: 'Add task' }).click();
  const task = page.getByRole('dialog', { name: 'Add Task' });
  await expect(task.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Manoj Manager');
  await task.getByRole('button', { name: 'Cancel' }).click();

  // An outcome with a status change and a note: the note shows once on the timeline.
  const note = `Wants the east-facing 2 BHK ${s}`;
  await card.getByRole('button', { name: 'Log outcome' }).click();
  const outcome = page.getByRole('dialog', { name: `Log outcome: ${name}` });
  await outcome.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Interested', exact: true }).click();
  await outcome.getByRole('combobox', { name: 'Change status to' }).click();
  await page.getByRole('option', { name: 'Negotiation', exact: true }).click();
  await outcome.getByRole('textbox', { name: 'Note' }).fill(note);
  await outcome.getByRole('button', { name: 'Save outcome' }).click();
  await expect(outcome).toBeHidden();
  await expect(timeline.getByText('Status changed to Negotiation')).toBeVisible();
  await expect(timeline.getByText(note)).toHaveCount(1);
});
