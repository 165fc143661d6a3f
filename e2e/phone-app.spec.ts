import { type APIRequestContext, type BrowserContext, devices, expect, type Page, test } from '@playwright/test';
import { type AdminApi, adminApi } from './fixtures/admin-api';
import { serverBase } from './fixtures/servers';
import { readUsers } from './fixtures/users';

// The executive's phone app at /m (issue 29) on a Pixel 7, in the config's far-from-India zone.
const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7 });
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-6);
const mobile = (n: number) => `9${stamp}${String(n).padStart(3, '0')}`;
const SITE = { latitude: 18.559, longitude: 73.7868 };

interface Lead {
  _id: string;
  name: string;
}
let api: AdminApi;
let executiveId: string;
let managerId: string;
const leads: Record<'call' | 'offline' | 'moved' | 'visit', Lead> = {} as never;

async function memberId(request: APIRequestContext, who: 'executive' | 'manager'): Promise<string> {
  const u = readUsers()[who];
  const res = await request.post('/api/auth/login-email', { data: { email: u.email, password: u.password } });
  return ((await res.json()) as { user: { _id: string } }).user._id;
}

/** Signs in through the app's own screen, as an executive does once on a new phone. */
async function signIn(page: Page): Promise<void> {
  const u = readUsers().executive;
  await page.goto('/m/');
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Password').fill(u.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
}

/** The dialler is the phone's: the test keeps the tel: link from leaving the page. */
async function keepDiallerOut(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('click', (e) => {
      const link = (e.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (link) e.preventDefault();
    });
  });
}

/** Taps Call, then the app goes to the background (the dialler) and comes back a moment later. */
async function callAndComeBack(page: Page): Promise<void> {
  await page.getByRole('link', { name: /Call/ }).click();
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.waitForTimeout(1200);
  await setVisibility('visible');
}

async function openLead(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function activities(leadId: string, kind: string) {
  const list = await api.get<{ activities: { kind: string; payload: { summary: string; text?: string } }[] }>(
    `/api/lead/getActivitiesByLeadId/${leadId}?kind=${kind}`,
  );
  return list.activities;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
}

let apiContext: APIRequestContext;
test.afterAll(async () => {
  await apiContext?.dispose();
});

test.beforeAll(async ({ playwright }) => {
  // Its own request context: the set-up's API client is used by every test of the file.
  apiContext = await playwright.request.newContext({ baseURL: serverBase() });
  const request = apiContext;
  api = await adminApi(request);
  executiveId = await memberId(request, 'executive');
  managerId = await memberId(request, 'manager');
  const project = await api.post<{ _id: string; name: string }>('/api/projects', {
    name: `Sahyadri Heights ${stamp}`,
    reraNumber: 'P52100054321',
    address: 'Baner Road, Pune',
    city: 'Pune',
    state: 'Maharashtra',
    metro: false,
    status: 'under_construction',
    ...SITE,
  });
  const make = async (key: keyof typeof leads, i: number) => {
    const { lead } = await api.post<{ lead: Lead }>('/api/lead/create', {
      name: `${key[0]?.toUpperCase()}${key.slice(1)} Lead ${stamp}`,
      mobile: mobile(i),
      assignedTo: executiveId,
      project: project.name,
    });
    leads[key] = lead;
  };
  await make('call', 1);
  await make('offline', 2);
  await make('moved', 3);
  await make('visit', 4);
  const inAnHour = new Date(Date.now() + 3_600_000 + 330 * 60_000).toISOString().slice(0, 16);
  await api.post(`/api/siteVisit/schedule/${leads.visit._id}`, { project: project.name, at: inAnHour });
});

test('signs in, shows the queue, and saves how a call went', { tag: '@india-day' }, async ({ page }) => {
  await keepDiallerOut(page);
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Fresh leads' })).toContainText(leads.call.name);
  await openLead(page, leads.call.name);
  await callAndComeBack(page);
  const sheet = page.getByRole('dialog', { name: 'How did the call go?' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Note').fill('Wants a 2 BHK on a high floor');
  await sheet.getByRole('button', { name: 'Tomorrow 11:00' }).click();
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('waiting')).toBeHidden();

  await expect
    .poll(
      async () =>
        (await api.get<{ lead: { nextFollowUpAt: string | null } }>(`/api/lead/getLeadById/${leads.call._id}`)).lead
          .nextFollowUpAt,
    )
    .not.toBeNull();
  const { lead } = await api.get<{ lead: { nextFollowUpAt: string } }>(`/api/lead/getLeadById/${leads.call._id}`);
  // 11:00 India time = 05:30 UTC, the day after India's today.
  expect(new Date(lead.nextFollowUpAt).toISOString().slice(11, 16)).toBe('05:30');
  expect(await activities(leads.call._id, 'call')).toHaveLength(1);
});

test('queues three writes offline and sends each exactly once when back online', async ({ page, context }) => {
  await signIn(page);
  await openLead(page, leads.offline.name);
  await goOffline(context, page);
  await expect(page.getByTestId('status-bar')).toContainText('Offline');
  for (const [i, note] of ['First offline note', 'Second offline note'].entries()) {
    await page.getByLabel('Add a note').fill(note);
    await page.getByRole('button', { name: 'Save note' }).click();
    // Each write shows in the status bar before the next is made, as the executive sees it; a
    // click while the bar still changes could land beside its button.
    await expect(page.getByTestId('waiting')).toHaveText(i === 0 ? '1 change waiting' : '2 changes waiting');
  }
  await page.getByLabel('Book the next follow-up').fill('2030-01-15T11:00');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByTestId('waiting')).toHaveText('3 changes waiting');
  await expect(page.getByTestId('next-follow-up')).toContainText('11:00');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('waiting')).toBeHidden();
  const notes = (await activities(leads.offline._id, 'note')).map((a) => a.payload.text);
  expect(notes.sort()).toEqual(['First offline note', 'Second offline note']);
  expect(await activities(leads.offline._id, 'follow_up_scheduled')).toHaveLength(1);
});

test("shows a queued write on a lead reassigned meanwhile as not applied, with the server's reason", async ({
  page,
  context,
}) => {
  await keepDiallerOut(page);
  await signIn(page);
  await openLead(page, leads.moved.name);
  await goOffline(context, page);
  await page.getByLabel('Add a note').fill('Note on a lead that moves');
  await page.getByRole('button', { name: 'Save note' }).click();
  // A call the app timed: the server keeps the call, but not its outcome on another's lead.
  await callAndComeBack(page);
  await page
    .getByRole('dialog', { name: 'How did the call go?' })
    .getByRole('button', { name: 'Not answering' })
    .click();
  await expect(page.getByTestId('waiting')).toHaveText('2 changes waiting');
  await api.put('/api/lead/assign', { leadIds: [leads.moved._id], assignedTo: managerId });

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.getByRole('button', { name: '2 changes not applied' }).click();
  const refused = page.getByTestId('refused');
  await expect(refused.first()).toContainText(`Note on ${leads.moved.name}`);
  // Each card says what the write was, and why in plain words above the server's own.
  await expect(refused.first().getByTestId('refused-what')).toHaveText('“Note on a lead that moves”');
  await expect(refused.first()).toContainText('This lead is no longer yours (reassigned or deleted).');
  await expect(refused.first()).toContainText('does not exist');
  await expect(refused.nth(1).getByTestId('refused-what')).toContainText('Not answering');
  await expect(refused.nth(1)).toContainText('This lead is no longer yours (reassigned or deleted).');
  await expect(refused.nth(1)).toContainText('its outcome and next follow-up were not logged');
  expect(await activities(leads.moved._id, 'note')).toHaveLength(0);
  expect((await api.get<{ lead: { status: string } }>(`/api/lead/getLeadById/${leads.moved._id}`)).lead.status).toBe(
    'new',
  );
  await refused.first().getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(1);
  await refused.first().getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
});

test('checks in at the visit with the phone location', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  // About 120 m north of the project.
  await context.setGeolocation({ latitude: SITE.latitude + 0.00108, longitude: SITE.longitude, accuracy: 15 });
  await signIn(page);
  await page
    .getByRole('button', { name: new RegExp(leads.visit.name) })
    .first()
    .click();
  // Home lists today's visit once, as a visit row that opens it; after 23:00 India the visit is
  // tomorrow's and the row is the fresh lead's, whose screen links to the visit.
  const checkIn = page.getByRole('button', { name: 'Check in here' });
  const visitLink = page.getByRole('link', { name: /Sahyadri Heights/ });
  await expect(checkIn.or(visitLink)).toBeVisible();
  if (await visitLink.isVisible()) await visitLink.click();
  await checkIn.click();
  await expect(page.getByTestId('distance')).toContainText(/1[12]\d m from the site · At the site/);
  await expect(page.getByTestId('waiting')).toBeHidden();
  const { visits } = await api.get<{
    visits: { _id: string; leadId?: string; lead?: { _id: string }; checkIn: { atSite: boolean } | null }[];
  }>('/api/siteVisit/getSiteVisits');
  const visit = visits.find((v) => (v.lead?._id ?? v.leadId) === leads.visit._id);
  expect(visit?.checkIn?.atSite).toBe(true);
});

test('is installable: manifest, icons, a service worker controlling the page after a reload', async ({ page }) => {
  await signIn(page);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/m/manifest.webmanifest');
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/m/', display: 'standalone' });
  for (const icon of manifest.icons) {
    const res = await page.request.get(`/m/${icon.src}`);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/m\/sw\.js$/);
  // Chrome's own verdict (the DevTools Protocol), instead of the Lighthouse package (decision 211).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito, where Chrome never offers to install; nothing else may be wrong.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // With no network at all, the service worker serves the shell and IndexedDB the day's work.
  await expect(page.getByTestId('queue-row').first()).toBeVisible();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(page.getByTestId('queue-row').first()).toBeVisible();
  await expect(page.getByTestId('status-bar')).toContainText('Offline');
  await page.context().setOffline(false);
});

test.describe('on an iPhone-sized screen', () => {
  const { defaultBrowserType: __, ...iphone } = devices['iPhone 13'];
  test.use({ ...iphone });

  test('adds a walk-in as the executive’s own lead; a mobile on file elsewhere comes back not applied', async ({
    page,
  }) => {
    const taken = mobile(9);
    await api.post('/api/lead/create', { name: `Taken ${stamp}`, mobile: taken, assignedTo: managerId });
    await signIn(page);
    // Nothing on the screen is wider than the phone, and every control is big enough for a thumb.
    const layout = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      small: [...document.querySelectorAll('button, a, input')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0 && r.height < 44).length,
    }));
    expect(layout).toEqual({ overflow: 0, small: 0 });

    await page.getByRole('link', { name: 'Walk-in' }).click();
    await page.getByLabel('Name').fill(`Walk-in ${stamp}`);
    await page.getByLabel('Mobile').fill(mobile(10));
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByRole('heading', { name: `Walk-in ${stamp}` })).toBeVisible();
    await expect(page.getByTestId('waiting')).toBeHidden();
    const found = await api.get<{ leads: { name: string; assignedTo: { _id: string } | null }[] }>(
      `/api/lead/getLeads?search=${mobile(10)}`,
    );
    expect(found.leads).toEqual([
      expect.objectContaining({ assignedTo: expect.objectContaining({ _id: executiveId }) }),
    ]);

    await page.getByRole('link', { name: 'Walk-in' }).click();
    await page.getByLabel('Name').fill(`Second ${stamp}`);
    await page.getByLabel('Mobile').fill(taken);
    await page.getByRole('button', { name: 'Add lead' }).click();
    await page.getByRole('button', { name: /1 change not applied/ }).click();
    await expect(page.getByTestId('refused')).toContainText('already exists');
    const still = await api.get<{ leads: unknown[] }>(`/api/lead/getLeads?search=${taken}`);
    expect(still.leads).toHaveLength(1);
  });
});
