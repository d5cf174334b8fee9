import { expect, test, type Page, type Request } from '@playwright/test';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditViews, createAuditUser } from '../fixtures/a11y';

/** The one client far down the list: made first, so newest first it is on the last page. */
const OLDEST = 'Zora Quillfeather';
const COUNT = 250;

/** A studio of 250 clients, through the API as a user would bring them: one added by hand, then a CSV import. */
async function seedClients(user: TestUser): Promise<void> {
  const api = apiAs(user);
  await api.post('/clients', { name: OLDEST, email: 'zora@example.com' });
  const rows = Array.from({ length: COUNT - 1 }, (_, i) => ({ name: `Client ${String(i + 1).padStart(3, '0')}` }));
  await api.post('/clients/import', { rows });
}

/** The client list reads the browser makes, as URLs. */
function clientListReads(page: Page): URL[] {
  const reads: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/v1/clients') reads.push(url);
  });
  return reads;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Clients' }).getByRole('article');

/** Decision 069: lists at any size come a page at a time, and the server searches them. */
test.describe('lists at any size', () => {
  test('a studio with 250 clients: the first page, the next as the user scrolls, and a client beyond them found by the server', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser({ plan: 'premium' });
    await seedClients(user);
    await openSignedIn(page, user);
    const reads = clientListReads(page);

    await page.goto('/clients');
    await expect(cards(page).first()).toBeVisible();
    const first = reads[0]!;
    expect(Number(first.searchParams.get('limit'))).toBeGreaterThan(0);
    expect(Number(first.searchParams.get('limit'))).toBeLessThanOrEqual(100);
    expect(first.searchParams.has('cursor')).toBe(false);
    const shown = await cards(page).count();
    expect(shown).toBeLessThanOrEqual(100);
    expect(shown).toBe(Number(first.searchParams.get('limit')));
    await expect(page.getByRole('article', { name: OLDEST })).toHaveCount(0);

    // Scrolling to the end of the list loads the next page, asked for with the cursor of the first.
    await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
    const next = reads.find((r) => r.searchParams.has('cursor'));
    expect(next?.searchParams.get('limit')).toBe(first.searchParams.get('limit'));

    // The keyboard's way: the Load more button, until the last page, after which it is gone.
    const more = page.getByRole('button', { name: 'Load more' });
    while ((await cards(page).count()) < COUNT) {
      const before = await cards(page).count();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    }
    await expect(page.getByRole('article', { name: OLDEST })).toBeVisible();
    await expect(more).toHaveCount(0);

    // Typing a name the first page does not hold: the server finds it.
    await page.goto('/clients');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('article', { name: OLDEST })).toHaveCount(0);
    await page.getByLabel('Search clients').fill('quillfeather');
    await expect(page.getByRole('article', { name: OLDEST })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    const searched = reads.filter((r) => r.searchParams.has('search'));
    expect(searched.map((r) => r.searchParams.get('search'))).toContain('quillfeather');
    expect(searched.every((r) => r.searchParams.has('limit'))).toBe(true);
  });

  test('a project for a client beyond the first page, picked by searching the server', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser({ plan: 'premium' });
    await seedClients(user);
    await openSignedIn(page, user);
    const reads = clientListReads(page);

    await page.goto('/projects');
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    const picker = dialog.getByRole('combobox', { name: 'Client' });
    await picker.click();
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(dialog.getByRole('option', { name: OLDEST })).toHaveCount(0);
    await picker.fill('zora');
    await expect(dialog.getByRole('option', { name: OLDEST })).toBeVisible();
    expect(reads.some((r) => r.searchParams.get('search') === 'zora' && r.searchParams.has('limit'))).toBe(true);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(picker).toHaveValue(OLDEST);
    // Escape closes an open list, not the dialog.
    await picker.press('ArrowDown');
    await picker.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Project Name').fill('Velvet cape');
    await dialog.getByLabel('Project Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Jacket', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project added successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Velvet cape' })).toContainText(OLDEST);
    // The cards are the server's count of every project, asked again after the change.
    await expect(page.getByRole('region', { name: 'Project summary' })).toContainText('Total Projects1');
  });

  test('the paged client list and the client picker have no serious accessibility violations, in both themes, at 375 px', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const user = await createAuditUser({ plan: 'premium' });
    await seedClients(user);
    await openSignedIn(page, user, '/clients');
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    const found = await auditViews(page, '/clients with a next page');

    await page.goto('/measurements');
    const picker = page.getByRole('combobox', { name: 'Client' });
    found.push(
      ...(await auditViews(page, 'client picker open', {
        prepare: async () => {
          await picker.click();
          if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
          await expect(page.getByRole('option').first()).toBeVisible();
          await picker.press('ArrowDown');
        },
      })),
    );
    expect(found).toEqual([]);
  });
});
