import { expect, test } from '@playwright/test';
import { wav } from '../src/server/test/wav';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/**
 * Calls in the browser: the phone app's call log arrives through the sync API as a
 * phone would send it, then an administrator works through a member's call queue — Next, log outcome,
 * Next — and reads that member's call history. The member is made for this test, so their queue
 * holds only this test's leads whatever other specs left behind.
 */
const stamp = () => `${Date.now()}`.slice(-6);

test('works through a call queue and reads the calls in the call history', async ({ page, request }) => {
  test.setTimeout(90_000);
  const s = stamp();
  const api = await adminApi(request);
  const memberName = `Caller ${s}`;
  const created = await api.post<{ member: { _id: string }; invite: { invitePath: string } }>(
    '/api/team/createMember',
    { name: memberName, email: `caller${s}@sunrise.example.in`, mobile: `98${s}11`, role: 2 },
  );
  const memberId = created.member._id;
  // The member sets a password from the invitation, so they are active and can be given leads.
  const token = new URL(created.invite.invitePath, 'http://x').searchParams.get('token');
  const password = 'E2e-Passw0rd';
  expect(
    (await request.post('/api/auth/create-password', { data: { token, password, confirmPassword: password } })).ok(),
  ).toBe(true);

  const first = { name: `Queue First ${s}`, mobile: `97${s}01` };
  const second = { name: `Queue Second ${s}`, mobile: `97${s}02` };
  for (const lead of [first, second]) {
    await api.post('/api/lead/create', { ...lead, assignedTo: memberId });
  }

  // The phone syncs its call log: a missed call from an unknown number and a resend of the same batch.
  const unknown = `+91 96${s}99`;
  const batch = {
    memberId,
    calls: [
      {
        deviceCallId: `e2e-${s}-1`,
        number: unknown,
        direction: 'missed',
        startedAt: new Date(Date.now() - 60 * 60_000).toISOString(),
        durationSeconds: 0,
      },
    ],
  };
  const synced = await api.post<{ accepted: number; unmatched: number }>('/api/callhistory/sync', batch);
  expect(synced).toMatchObject({ accepted: 1, unmatched: 1 });
  expect(await api.post('/api/callhistory/sync', batch)).toMatchObject({ accepted: 0, duplicates: 1 });
  // The phone uploads the call's recording (a missed call has none in life; any call may carry one).
  const [missedCall] = (
    await api.get<{ items: { id: string }[] }>(`/api/callhistory/getCallHistoryByReciever/96${s}99`)
  ).items;
  const member = await request.post('/api/auth/login-email', {
    data: { email: `caller${s}@sunrise.example.in`, password },
  });
  const upload = await request.post(`/api/callhistory/${missedCall!.id}/recording`, {
    headers: { authorization: `Bearer ${(await member.json()).token}` },
    multipart: { file: { name: 'call.wav', mimeType: 'audio/wav', buffer: wav({ samples: 4000, toneHz: 440 }) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  await loginAs(page, 'admin', '/dialup');
  await page.getByRole('combobox', { name: 'Member' }).click();
  await page.getByRole('option', { name: memberName }).click();
  await expect(page).toHaveURL(new RegExp(`memberId=${memberId}`));
  const queue = page.getByRole('list', { name: 'Call queue' });
  await expect(queue.getByRole('button')).toHaveCount(2);

  // Next: the oldest new lead, with a call button that dials it.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const current = page.getByRole('region', { name: 'Current lead' });
  await expect(current.getByRole('heading', { name: first.name })).toBeVisible();
  await expect(current.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:+91${first.mobile}`);
  await expect(current.getByRole('region', { name: 'Last activity' })).toBeVisible();

  // Log outcome: the form of the follow-up screens; saving opens the next lead.
  await current.getByRole('button', { name: 'Log outcome' }).click();
  const form = page.getByRole('dialog', { name: `Log outcome: ${first.name}` });
  await form.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Interested', exact: true }).click();
  await form.getByRole('textbox', { name: 'Note' }).fill('Wants a 2 BHK on a high floor');
  await form.getByRole('button', { name: 'Save outcome' }).click();
  await expect(form).toBeHidden();
  await expect(current.getByRole('heading', { name: second.name })).toBeVisible();
  // The first lead is contacted now, with its next call tomorrow: it leaves today's queue.
  await expect(queue.getByRole('button', { name: new RegExp(first.name) })).toHaveCount(0);
  await expect(current.getByRole('button', { name: 'Skip to next' })).toBeDisabled();

  // Call history: the team for the last 7 days, then the member's own calls.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Call History' }).click();
  await expect(page).toHaveURL(/\/call-history$/);
  const team = page.getByRole('table', { name: 'Calls by member', exact: true });
  await team.getByRole('link', { name: memberName }).click();
  await expect(page).toHaveURL(new RegExp(`/call-history/${memberId}\\?from=`));
  const calls = page.getByRole('table', { name: 'Calls', exact: true });
  const missed = calls.getByRole('row').filter({ hasText: 'Missed' });
  await expect(missed).toHaveCount(1);
  await expect(missed.getByRole('link', { name: /^96/ })).toHaveAttribute('href', `tel:+9196${s}99`);
  await expect(missed.getByRole('button', { name: /^Make lead/ })).toBeVisible();
  // The recording plays in the page (fetched with the token, played from an object URL the
  // content security policy must allow).
  await missed.getByRole('button', { name: 'Play recording' }).click();
  const audio = missed.locator('audio[aria-label="Call recording"]');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 }).toBeCloseTo(0.5, 1);

  // A filter lives in the URL: only answered calls — none yet.
  await page.getByRole('combobox', { name: 'Answered' }).click();
  await page.getByRole('option', { name: 'Answered', exact: true }).click();
  await expect(page).toHaveURL(/answered=true/);
  await expect(page.getByText('No call matches these filters')).toBeVisible();
});
