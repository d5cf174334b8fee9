import { expect, test, type Page } from '@playwright/test';
import type { Client, Project } from '@atelier/shared';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { sideways } from '../fixtures/phone-width';

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
const scrollsSideways = async (page: Page) => (await sideways(page)) > 0;

// The client page (decision 126): a client's name leads there from the clients list and from a project.
test.describe('the client page', () => {
  test('is reached from the client’s name in the list and in a project, and fits a 375 px phone', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const api = apiAs(user);
    const { client } = await api.post<{ client: Client }>('/clients', {
      name: 'Ada Eze',
      email: 'ada@example.com',
      phone: '+234 800 000 0000',
      address: '3 Marina, Lagos Island, Lagos',
      notes: 'Prefers silk linings; allergic to wool.',
    });
    await api.post('/measurements', {
      clientId: client.id,
      garmentType: 'dress',
      measurements: [
        { name: 'Bust', size: 34.5, unit: 'inches' },
        { name: 'Waist', size: 28, unit: 'inches' },
      ],
    });
    await api.post<{ project: Project }>('/projects', { clientId: client.id, name: 'Wedding agbada', type: 'Suit' });
    await openSignedIn(page, user);

    // From the clients list: the card keeps its name, and its name is the link.
    await page.goto('/clients');
    const card = page.getByRole('article', { name: 'Ada Eze' });
    await card.getByRole('link', { name: 'Ada Eze', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Eze' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    await expect(page.getByTestId('client-projects')).toContainText('Wedding agbada');
    await expect(page.getByTestId('client-measurements')).toContainText('Dress');

    // From a project: its client's name.
    await page.goto('/projects');
    await page.getByRole('article', { name: 'Wedding agbada' }).getByRole('link', { name: 'Ada Eze', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Eze' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));

    // 'See all' of the projects lists that client's only, and says whose they are.
    await page.getByRole('link', { name: 'See all projects of Ada Eze' }).click();
    await expect(page.getByTestId('client-filter')).toContainText('Ada Eze');
    await expect(page.getByRole('article', { name: 'Wedding agbada' })).toBeVisible();

    // On a phone the page reads top to bottom without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/clients/${client.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Eze' })).toBeVisible();
    await expect(page.getByTestId('client-notes')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('shows the not-found state for a client that is not there', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user, '/clients/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'All clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
  });
});
