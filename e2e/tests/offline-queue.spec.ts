import { expect, test } from '@playwright/test';
import type { Client, Project, TeamMember } from '@atelier/shared';
import { apiAs, createUser, signInAgain, signInThroughForm } from '../fixtures/api';
import { waitForLink } from '../fixtures/mail';
import { keptOnDevice, pageToken, readyOffline, recordWrites } from '../fixtures/offline';

/**
 * What the offline queue owes the screens (decision 107): a change stays in the studio it was made
 * in; a dialog never waits on the network; a measurement's edit and a board move show at once;
 * every tab shows the server's record after a sync; the banner's time is true; the calendar feed's
 * secret never reaches the device.
 */
test.use({ serviceWorkers: 'allow' });

test.describe('the offline queue (decision 107)', () => {
  test('a removed member’s change stays with the studio it was made in, held with Discard, never sent to their own', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const owner = await createUser({ plan: 'enterprise' });
    const staff = await createUser({ plan: 'free', firstName: 'Sam', lastName: 'Seam' });
    await apiAs(owner).post('/team/invites', { email: staff.email, role: 'staff' });
    const link = await waitForLink(staff.email, '/join');
    const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? link.hash.slice(1);
    await apiAs(staff).post('/invites/accept', { token, leaveCurrentStudio: true });

    await readyOffline(page, staff);
    const endedToken = await pageToken(page);
    expect(endedToken, 'the session token the page holds').not.toBe('');
    await page.goto('/clients');
    await expect(page.getByRole('button', { name: 'Add Client' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('dialog', { name: 'Add Client' }).getByLabel('Name').fill('Kemi Ola');
    await page.getByRole('dialog', { name: 'Add Client' }).getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();

    // Meanwhile the owner removes them; back online, the server ends the session.
    const { members } = await apiAs(owner).get<{ members: TeamMember[] }>('/team/members');
    await apiAs(owner).delete(`/team/members/${members.find((m) => m.email === staff.email)!.id}`);
    await context.setOffline(false);
    await page.waitForURL('**/login', { timeout: 20_000 });

    // Signed in again, now in a studio of their own: the change is held, not sent there.
    const writes = recordWrites(context, { endedToken });
    await signInThroughForm(page, staff);
    await expect(page.getByText('1 change not synced')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Review' }).click();
    const panel = page.getByRole('dialog', { name: 'Changes not synced' });
    await expect(panel).toContainText(`Made in ${owner.user.studio.name}, which you are no longer part of.`);
    await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(writes).toEqual([]);
    expect((await apiAs(await signInAgain(staff)).get<{ clients: Client[] }>('/clients?search=Kemi')).clients).toEqual([]);
    expect((await apiAs(owner).get<{ clients: Client[] }>('/clients?search=Kemi')).clients).toEqual([]);

    await panel.getByRole('button', { name: 'Discard' }).click();
    await panel.getByRole('group', { name: 'Discard' }).getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText(/\d+ changes? not synced/)).toBeHidden();
  });

  test(
    'offline, a measurement’s edit is kept on the device, a move shows in its new column, a ' +
      'dialog waiting for the network closes, and the banner’s time is true',
    async ({ page, context }) => {
      test.setTimeout(120_000);
      const user = await createUser({ plan: 'premium' });
      const api = apiAs(user);
      const client = (await api.post<{ client: Client }>('/clients', { name: 'Ada Eze' })).client;
      await api.post('/measurements', {
        clientId: client.id,
        garmentType: 'dress',
        measurements: [{ name: 'Bust', size: 36, unit: 'inches' }],
      });
      const body = { clientId: client.id, name: 'Ivory gown', type: 'Wedding Dress', status: 'in-progress', priority: 'high' };
      const { project } = await api.post<{ project: Project }>('/projects', body);
      await readyOffline(page, user);
      // Three screens open before the signal goes: each change is made where it was loaded.
      const clients = await context.newPage();
      await clients.goto('/clients');
      await expect(clients.getByRole('article', { name: 'Ada Eze' })).toBeVisible();
      const board = await context.newPage();
      await board.goto('/projects?view=board');
      await expect(board.getByRole('button', { name: 'Move to… Ivory gown' })).toBeVisible();
      await page.goto(`/measurements?tab=history&client=${client.id}`);
      await expect(page.getByRole('button', { name: /^Edit Dress measurement of Ada Eze/ })).toBeVisible();

      await context.setOffline(true);
      // The banner: a time of day, not "0 seconds ago" frozen on screen.
      const banner = page.getByText(/You are offline\. Changes are kept on this device\. Data last synced/);
      await expect(banner).toBeVisible();
      await expect(banner).not.toContainText('ago');

      await page.getByRole('button', { name: /^Edit Dress measurement of Ada Eze/ }).click();
      const measure = page.getByRole('dialog', { name: 'Edit Measurement' });
      await measure.getByLabel('Bust', { exact: true }).fill('37.5');
      await measure.getByRole('button', { name: 'Save Changes' }).click();
      await expect(measure).toBeHidden();
      await expect(page.getByText('Saved on this device. It will be sent when you are back online.').first()).toBeVisible();

      // The move shows the card in its new column at once.
      await board.getByRole('button', { name: 'Move to… Ivory gown' }).click();
      await board.getByRole('menuitem', { name: 'Sewing' }).click();
      const sewing = board.getByTestId('board-column').filter({ has: board.getByRole('heading', { name: /^Sewing/ }) });
      await expect(sewing.getByTestId('board-card').filter({ hasText: 'Ivory gown' })).toBeVisible();

      // A client's edit is not kept offline: it waits for the network, and its dialog still closes.
      await clients.getByRole('button', { name: 'Edit Ada Eze' }).click();
      const edit = clients.getByRole('dialog', { name: 'Edit Client' });
      await edit.getByLabel('Name').fill('Ada Eze-Obi');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
      await clients.close();

      await expect(page.getByText('2 changes waiting to sync')).toBeVisible();

      const writes = recordWrites(context);
      await context.setOffline(false);
      await expect(page.getByText(/\d+ changes? waiting to sync/)).toBeHidden({ timeout: 20_000 });
      expect(writes.filter((w) => !w.startsWith('PATCH /api/v1/clients')).sort()).toEqual([
        `PATCH /api/v1/measurements/${(await api.get<{ measurements: { id: string }[] }>(`/measurements?clientId=${client.id}`)).measurements[0]!.id}`,
        `PUT /api/v1/projects/${project.id}/stages/current`,
      ]);
      const now = (await api.get<{ project: Project }>(`/projects/${project.id}`)).project;
      expect(now.stages.find((st) => st.status === 'in-progress')?.name).toBe('Sewing');
    },
  );

  test('after a sync every open tab shows the server’s record, and the calendar feed’s address is never kept', async ({
    page,
    context,
  }) => {
    const user = await createUser({ plan: 'premium' });
    const feed = await apiAs(user).post<{ feed: { url: string } }>('/calendar/feed');
    const secret = new URL(feed.feed.url).pathname.split('/').pop()!;
    await readyOffline(page, user);
    await page.goto('/calendar');
    // The address shows on the calendar page, and the calendar around it is kept on the device.
    await expect(page.getByLabel('Calendar address')).toHaveValue(feed.feed.url);
    // A save of the cache follows an answer within 250 ms: the address is not in it.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(keptOnDevice)).not.toContain(secret);
    await page.goto('/clients');
    const second = await context.newPage();
    await second.goto('/clients');
    await expect(second.getByRole('button', { name: 'Add Client' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('dialog', { name: 'Add Client' }).getByLabel('Name').fill('Chioma Obi');
    await page.getByRole('dialog', { name: 'Add Client' }).getByRole('button', { name: 'Save Client' }).click();
    await expect(second.getByText('1 change waiting to sync')).toBeVisible();
    // The client reaches the server only after the other tab asked for its list on reconnecting:
    // without being told, that tab would not ask again for 20 s.
    await page.route('**/api/v1/clients', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await context.setOffline(false);
    await expect(page.getByText(/\d+ changes? waiting to sync/)).toBeHidden({ timeout: 20_000 });
    // The other tab, not reloaded, shows the client as the server has it well before its 20 s refetch.
    const card = second.getByRole('article', { name: 'Chioma Obi' });
    await expect(card).toBeVisible({ timeout: 5_000 });
    await expect(card.getByText('Waiting to sync')).toBeHidden({ timeout: 5_000 });

    await expect.poll(() => page.evaluate(keptOnDevice)).toContain('Chioma Obi');
    expect(await page.evaluate(keptOnDevice)).not.toContain(secret);
  });
});
