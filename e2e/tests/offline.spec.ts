import { expect, test } from '@playwright/test';
import type { Client, Measurement, Project } from '@atelier/shared';
import { apiAs, createUser, signInThroughForm } from '../fixtures/api';
import { editProjectStatus, keptOnDevice, pick, readyOffline, recordWrites } from '../fixtures/offline';

/**
 * At a fitting with no signal (decision 092): the app reads what the tailor viewed, keeps what
 * they write on the device, and sends each change once when the network returns. The network is
 * switched off in Chromium itself (context.setOffline), with the service worker serving the app.
 */
test.use({ serviceWorkers: 'allow' });

/** The names of the entries the app keeps in its IndexedDB database. */
function keysOnDevice(): Promise<string[]> {
  return new Promise((resolve) => {
    const open = indexedDB.open('atelier-offline');
    open.onsuccess = () => {
      const request = open.result.transaction('keyval', 'readonly').objectStore('keyval').getAllKeys();
      request.onsuccess = () => resolve(request.result.map(String));
      request.onerror = () => resolve([]);
    };
    open.onerror = () => resolve([]);
  });
}

test.describe('offline at a fitting', () => {
  test('reads the clients offline, keeps a new client and a 5-value dress measurement, and the server gets each once', async ({
    page,
    context,
  }) => {
    // Seven full page loads, each painted from the device cache first, then a sync: over a minute
    // on a busy two-core machine.
    test.setTimeout(120_000);
    const user = await createUser({ plan: 'premium' });
    const api = apiAs(user);
    const amara = (await api.post<{ client: Client }>('/clients', { name: 'Amara Obi', email: 'amara@example.com' })).client;
    const bust = { name: 'Bust', size: 36.25, unit: 'inches' };
    await api.post('/measurements', { clientId: amara.id, garmentType: 'dress', measurements: [bust] });
    const history = `/measurements?tab=history&client=${amara.id}`;
    await readyOffline(page, user);
    await page.goto(history);
    await expect(page.getByText('36¼ in').first()).toBeVisible();
    // The app keeps what was viewed on the device (IndexedDB) a moment after it arrives.
    await expect.poll(() => page.evaluate(keptOnDevice)).toContain('36.25');
    await page.goto('/clients');
    await expect(page.getByRole('article', { name: 'Amara Obi' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Amara Obi' })).toBeVisible();
    await expect(page.getByText(/You are offline\. Changes are kept on this device\. Data last synced/)).toBeVisible();
    // A client's measurements, a screen not kept anywhere but on the device, open offline too.
    await page.goto(history);
    await expect(page.getByText('36¼ in').first()).toBeVisible();
    await page.goto('/clients');

    await page.getByRole('button', { name: 'Add Client' }).click();
    const add = page.getByRole('dialog', { name: 'Add Client' });
    await add.getByLabel('Name').fill('Bola Ade');
    await add.getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('Saved on this device. It will be sent when you are back online.').first()).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bola Ade' }).getByText('Waiting to sync')).toBeVisible();

    await page.goto('/measurements');
    await pick(page, 'Client', 'Bola Ade');
    await pick(page, 'Garment Type', 'Dress');
    const values: Record<string, string> = { Bust: '34.5', Waist: '28', Hips: '38', 'Shoulder Width': '15', 'Arm Length': '23.5' };
    for (const [name, value] of Object.entries(values)) await page.getByLabel(name, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Save Measurement' }).click();
    await expect(page.getByText('2 changes waiting to sync')).toBeVisible();

    const writes = recordWrites(context);
    await context.setOffline(false);
    await expect(page.getByText(/\d+ changes? waiting to sync/)).toBeHidden({ timeout: 20_000 });

    const clients = (await api.get<{ clients: Client[] }>('/clients?search=Bola')).clients;
    expect(clients.map((c) => c.name)).toEqual(['Bola Ade']);
    const measurements = (await api.get<{ measurements: Measurement[] }>(`/measurements?clientId=${clients[0]!.id}`)).measurements;
    expect(measurements).toHaveLength(1);
    expect(measurements[0]!.measurements.map((m) => [m.name, m.size])).toEqual(Object.entries(values).map(([n, v]) => [n, Number(v)]));
    expect(writes.sort()).toEqual(['POST /api/v1/clients', 'POST /api/v1/measurements']);
    // The client shows as the server has it, no longer waiting.
    await page.goto('/clients');
    await expect(page.getByRole('article', { name: 'Bola Ade' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bola Ade' }).getByText('Waiting to sync')).toBeHidden();
  });

  test('the coming weeks’ appointments open offline, though the calendar was not opened before going out', async ({ page, context }) => {
    const user = await createUser({ plan: 'premium' });
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    start.setUTCHours(10, 0, 0, 0);
    await apiAs(user).post('/calendar', {
      title: 'Second fitting, Ivory gown',
      type: 'fitting',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
      location: 'At the bride’s home',
      description: '',
      remindClient: false,
    });
    await readyOffline(page, user);
    await page.goto('/clients');
    // Asked by the app itself, kept on the device a moment after.
    await expect.poll(() => page.evaluate(keptOnDevice)).toContain('Second fitting, Ivory gown');

    await context.setOffline(true);
    await page.goto('/calendar');
    await expect(page.getByText(/You are offline\. Changes are kept on this device\. Data last synced/)).toBeVisible();
    await expect(page.getByText('Second fitting, Ivory gown').first()).toBeVisible();
  });

  test('two tabs offline send a queued change once', async ({ page, context }) => {
    const user = await createUser({ plan: 'premium' });
    await readyOffline(page, user);
    await page.goto('/clients');
    const second = await context.newPage();
    await second.goto('/clients');
    await expect(second.getByRole('button', { name: 'Add Client' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('dialog', { name: 'Add Client' }).getByLabel('Name').fill('Chidi Eze');
    await page.getByRole('dialog', { name: 'Add Client' }).getByRole('button', { name: 'Save Client' }).click();
    // The other tab hears of the queued change and shows it too.
    await expect(second.getByText('1 change waiting to sync')).toBeVisible();
    // Signing out now would lose it: the app asks first, and staying keeps it.
    await page.getByRole('button', { name: 'Logout' }).click();
    const question = page.getByRole('dialog', { name: 'Sign out and lose changes not synced?' });
    await expect(question).toContainText('1 change made on this device has not reached the server.');
    await question.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();

    const writes = recordWrites(context);
    await context.setOffline(false);
    await expect(page.getByText(/\d+ changes? waiting to sync/)).toBeHidden({ timeout: 20_000 });
    await expect(second.getByText(/\d+ changes? waiting to sync/)).toBeHidden({ timeout: 20_000 });
    // A reload during sync and a second tab must not send twice either.
    await second.reload();
    await expect(second.getByRole('article', { name: 'Chidi Eze' })).toBeVisible();
    expect(writes).toEqual(['POST /api/v1/clients']);
    const clients = (await apiAs(user).get<{ clients: Client[] }>('/clients?search=Chidi')).clients;
    expect(clients).toHaveLength(1);

    // Signing out leaves nothing of this user on the device.
    await second.close();
    await expect.poll(() => page.evaluate(keptOnDevice)).toContain('Chidi Eze');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.evaluate(keptOnDevice)).toBe('[]');
  });

  test('a change made offline outlives a session the server ended and is sent once after signing in again', async ({ page, context }) => {
    const user = await createUser({ plan: 'premium' });
    await readyOffline(page, user);
    await page.goto('/clients');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('dialog', { name: 'Add Client' }).getByLabel('Name').fill('Efe Nwosu');
    await page.getByRole('dialog', { name: 'Add Client' }).getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();

    // The browser's session ends on the server meanwhile (it expired, or was signed out elsewhere).
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { token?: string } }).state?.token,
    );
    await apiAs({ token: token! }).post('/auth/logout');
    await context.setOffline(false);
    await page.waitForURL('**/login', { timeout: 20_000 });
    // The answers kept for reading are gone; the unsent change waits for this user.
    await expect.poll(() => page.evaluate(keysOnDevice)).toEqual([`outbox:${user.user.id}`]);
    expect(await page.evaluate(keptOnDevice)).toContain('Efe Nwosu');

    const writes = recordWrites(context);
    await signInThroughForm(page, user);
    await expect
      .poll(async () => (await apiAs(user).get<{ clients: Client[] }>('/clients?search=Efe')).clients.map((c) => c.name), {
        timeout: 20_000,
      })
      .toEqual(['Efe Nwosu']);
    await expect(page.getByText(/\d+ changes? waiting to sync/)).toBeHidden();
    expect(writes).toEqual(['POST /api/v1/clients']);
  });

  test('a change refused on return is shown and kept; an edit of a record changed meanwhile offers the choice', async ({
    page,
    context,
  }) => {
    const user = await createUser({ plan: 'premium' });
    const api = apiAs(user);
    const client = (await api.post<{ client: Client }>('/clients', { name: 'Dayo Ola' })).client;
    const project = (p: string) => ({ clientId: client.id, name: p, type: 'Wedding Dress', status: 'planning', priority: 'medium' });
    const gone = (await api.post<{ project: Project }>('/projects', project('Lace gown'))).project;
    const moved = (await api.post<{ project: Project }>('/projects', project('Silk blouse'))).project;
    await readyOffline(page, user);
    await page.goto('/projects?view=list');
    await expect(page.getByRole('article', { name: 'Silk blouse' })).toBeVisible();

    await context.setOffline(true);
    for (const name of ['Lace gown', 'Silk blouse']) await editProjectStatus(page, name, 'Review');
    await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
    // Meanwhile, on the server: one project is deleted, the other changed.
    await api.delete(`/projects/${gone.id}`);
    await api.patch(`/projects/${moved.id}`, { status: 'in-progress', description: 'Changed at the desk' });

    await context.setOffline(false);
    await expect(page.getByText('2 changes not synced')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Review' }).click();
    const panel = page.getByRole('dialog', { name: 'Changes not synced' });
    await expect(panel.getByText('The server refused this change.')).toBeVisible();
    await expect(panel.getByText('This record was changed on the server since you saw it.')).toBeVisible();
    await panel.getByRole('button', { name: 'Which version do you keep?' }).click();
    const choice = page.getByRole('dialog', { name: 'Which version do you keep?' });
    await expect(choice.getByRole('row', { name: /^Status/ })).toContainText('Review');
    await expect(choice.getByRole('row', { name: /^Status/ })).toContainText('In Progress');
    // The project's client, the same in both, is no part of the choice.
    await expect(choice.getByRole('row', { name: /^Client/ })).toHaveCount(0);
    await expect(choice).not.toContainText('[object Object]');
    await choice.getByRole('button', { name: 'Keep mine' }).click();
    await expect
      .poll(async () => (await api.get<{ project: Project }>(`/projects/${moved.id}`)).project.status, { timeout: 20_000 })
      .toBe('review');
    // The refused change stays until the user deals with it.
    await expect(page.getByText('1 change not synced')).toBeVisible();
  });
  test('a move on the board made offline over a move made meanwhile offers the choice by stage, and Keep theirs leaves the server’s', async ({
    page,
    context,
  }) => {
    const user = await createUser({ plan: 'premium' });
    const api = apiAs(user);
    const client = (await api.post<{ client: Client }>('/clients', { name: 'Ife Ade' })).client;
    const body = { clientId: client.id, name: 'Ivory gown', type: 'Wedding Dress', status: 'in-progress', priority: 'high' };
    const { project } = await api.post<{ project: Project }>('/projects', body);
    const stageNamed = (name: string) => project.stages.find((st) => st.name === name)!.id;
    await readyOffline(page, user);
    await page.goto('/projects?view=board');
    const moveMenu = page.getByRole('button', { name: 'Move to… Ivory gown' });
    await expect(moveMenu).toBeVisible();

    await context.setOffline(true);
    await moveMenu.click();
    await page.getByRole('menuitem', { name: 'Sewing' }).click();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();
    // Meanwhile, at the desk, the gown moved on to its first fitting.
    await api.put(`/projects/${project.id}/stages/current`, { stageId: stageNamed('First fitting') });

    await context.setOffline(false);
    await expect(page.getByText('1 change not synced')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Review' }).click();
    const panel = page.getByRole('dialog', { name: 'Changes not synced' });
    await expect(panel.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Which version do you keep?' }).click();
    const choice = page.getByRole('dialog', { name: 'Which version do you keep?' });
    const row = choice.getByRole('row', { name: /^Stage/ });
    await expect(row.getByTestId('mine')).toHaveText('Sewing');
    await expect(row.getByTestId('theirs')).toHaveText('First fitting');
    await choice.getByRole('button', { name: 'Keep theirs' }).click();
    await expect(page.getByText(/\d+ changes? not synced/)).toBeHidden();
    const now = (await api.get<{ project: Project }>(`/projects/${project.id}`)).project;
    expect(now.stages.find((st) => st.status === 'in-progress')?.name).toBe('First fitting');
  });
});
