import { expect, test, type Page } from '@playwright/test';
import type { Material, Project } from '@atelier/shared';
import { auditViews, createAuditUser, seedStudio } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog } from '../fixtures/dialogs';

// A project's bill of materials in a real browser against the real server (decision 144): set
// aside, cut, refused when the stock is short, and told when it runs low.

/** A studio in metres with its projects, and 5 m of silk at $40 a metre that is low under 3 m. */
async function studioWithSilk(user: TestUser): Promise<{ silk: Material; gown: Project }> {
  const api = apiAs(user);
  await api.patch('/user/preferences', { settings: { measurementUnit: 'cm' } });
  const { project: gown } = await seedStudio(user);
  const { material: silk } = await api.post<{ material: Material }>('/materials', {
    kind: 'fabric',
    name: 'Silk charmeuse',
    widthMm: 1400,
    cost: 40,
  });
  await api.post(`/materials/${silk.id}/movements`, { kind: 'received', quantity: 5000 });
  // The level set once the silk is on the shelf: created with it, the empty shelf is already a fall.
  await api.patch(`/materials/${silk.id}`, { lowStockLevel: 3000 });
  await api.patch('/studio', { materialsMarkupPercent: 15 });
  return { silk, gown };
}

const projectPage = (id: string) => `/projects?project=${encodeURIComponent(id)}`;

async function openProject(page: Page, id: string) {
  await page.goto(projectPage(id));
  const details = page.getByRole('dialog', { name: 'Project Details' });
  await expect(details.getByRole('heading', { name: 'Materials' })).toBeVisible();
  return details;
}

test.describe("a project's materials", () => {
  test('a tailor lists the silk for a gown, reserves and cuts it, is refused more than is left and told it runs low', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const { silk, gown } = await studioWithSilk(user);
    const jacket = (await apiAs(user).get<{ projects: Project[] }>('/projects?limit=50')).projects.find(
      (p) => p.name === 'Evening jacket',
    )!;
    await openSignedIn(page, user, projectPage(gown.id));
    let details = page.getByRole('dialog', { name: 'Project Details' });
    await expect(details.getByText(/No materials yet/)).toBeVisible();

    // Two and a half metres, typed as a tailor writes it.
    await details.getByRole('button', { name: 'Add material' }).click();
    const add = page.getByRole('dialog', { name: 'Add Material' });
    await add.getByLabel('Find a material').fill('silk');
    await add.getByLabel('Material', { exact: true }).click();
    await page.getByRole('option', { name: 'Silk charmeuse' }).click();
    await add.getByLabel('Quantity (m)').fill('2 1/2');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(add).toBeHidden();
    const line = details.getByTestId('bill-line');
    await expect(line.getByTestId('needed')).toHaveText('2.5 m');
    await expect(line.getByTestId('to-reserve')).toHaveText('2.5 m');
    await expect(line.getByTestId('line-cost')).toHaveText('$100.00');
    await expect(details.getByTestId('bill-total')).toHaveText('$100.00');

    // Reserve what the gown still needs.
    await line.getByRole('button', { name: 'Reserve Silk charmeuse' }).click();
    const reserve = page.getByRole('dialog', { name: 'Reserve Material' });
    await expect(reserve.getByLabel('Quantity (m)')).toHaveValue('2.5');
    await reserve.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(reserve).toBeHidden();
    await expect(line.getByTestId('reserved')).toHaveText('2.5 m');
    await expect(line.getByTestId('to-reserve')).toHaveText('0 m');

    // The material's page: what is available dropped by what was set aside.
    await line.getByRole('link', { name: 'Silk charmeuse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Silk charmeuse' })).toBeVisible();
    await expect(page.getByTestId('reserved')).toHaveText('2.5 m');
    await expect(page.getByTestId('available')).toHaveText('2.5 m');

    // Cut: on hand falls to 2.5 m, under its 3 m level.
    details = await openProject(page, gown.id);
    await details.getByRole('button', { name: 'Cut Silk charmeuse' }).click();
    const cut = page.getByRole('dialog', { name: 'Cut Material' });
    await cut.getByRole('button', { name: 'Cut', exact: true }).click();
    await expect(cut).toBeHidden();
    await expect(details.getByTestId('bill-line').getByTestId('cut')).toHaveText('2.5 m');
    await expect(details.getByTestId('bill-line').getByTestId('reserved')).toHaveText('0 m');

    // A second project needs more than is left: the server's words, and the dialog stays.
    details = await openProject(page, jacket.id);
    await details.getByRole('button', { name: 'Add material' }).click();
    const addMore = page.getByRole('dialog', { name: 'Add Material' });
    await addMore.getByLabel('Material', { exact: true }).click();
    await page.getByRole('option', { name: 'Silk charmeuse' }).click();
    await addMore.getByLabel('Quantity (m)').fill('3');
    await addMore.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(addMore).toBeHidden();
    await details.getByRole('button', { name: 'Reserve Silk charmeuse' }).click();
    const refused = page.getByRole('dialog', { name: 'Reserve Material' });
    await refused.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(page.getByText('Only 2.5 m of Silk charmeuse is available.')).toBeVisible();
    await expect(refused).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(refused).toBeHidden();

    // The dashboard's low-stock card, and the notice in the bell opening the material.
    await page.goto('/dashboard');
    const low = page.getByRole('region', { name: 'Low stock' });
    await expect(low.getByRole('link', { name: 'Silk charmeuse' })).toHaveAttribute('href', `/materials/${silk.id}`);
    await expect(low.getByText('2.5 m on hand, level 3 m')).toBeVisible();
    await expect(low.getByRole('link', { name: 'See all materials low on stock' })).toHaveAttribute('href', '/materials?low=true');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      bell.getByText('What your clients did through their portal, the materials running low and the rentals not back.'),
    ).toBeVisible();
    await expect(bell.getByTestId('notification').filter({ hasText: 'Silk charmeuse is below its low-stock level' })).toBeVisible();
    await bell.getByRole('link', { name: 'Open Silk charmeuse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Silk charmeuse' })).toBeVisible();

    // The gown's invoice takes its materials with the studio's markup: 2.5 m at $40, plus 15 %.
    await page.goto('/invoices');
    await page.getByRole('button', { name: 'Add Invoice' }).click();
    const invoice = page.getByRole('dialog', { name: 'Add Invoice' });
    await invoice.getByLabel('Client', { exact: true }).click();
    await page.getByRole('option', { name: 'Grace Hopper', exact: true }).click();
    await invoice.getByRole('combobox', { name: /^Project/ }).click();
    await page.getByRole('option', { name: 'Wedding gown', exact: true }).click();
    await expect(invoice.getByText('The project’s materials cost $100.00.')).toBeVisible();
    await invoice.getByRole('button', { name: 'Add materials with markup (15 %)' }).click();
    await expect(invoice.getByLabel('Description of item 1')).toHaveValue('Materials: Wedding gown');
    await expect(invoice.getByLabel('Amount of item 1')).toHaveText('$115.00');
    await invoice.getByRole('button', { name: 'Add materials at cost' }).click();
    await expect(invoice.getByLabel('Amount of item 2')).toHaveText('$100.00');
    await page.keyboard.press('Escape');

    // 'See all' opens the list narrowed to what runs low.
    await page.goto('/materials?low=true');
    await expect(page.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
    await expect(page.getByRole('article', { name: 'Silk charmeuse' })).toBeVisible();
  });

  test('a tailor cancels a project after a confirmation: it stays, cancelled, and its silk goes back to stock (decision 181)', async ({
    page,
  }) => {
    const user = await createUser({ plan: 'premium' });
    const { silk, gown } = await studioWithSilk(user);
    const api = apiAs(user);
    const { materials } = await api.post<{ materials: { lines: { id: string }[] } }>(`/projects/${gown.id}/materials`, {
      materialId: silk.id,
      quantity: 2000,
    });
    await api.post(`/projects/${gown.id}/materials/${materials.lines[0]!.id}/reserve`, {});
    await openSignedIn(page, user, projectPage(gown.id));
    const details = page.getByRole('dialog', { name: 'Project Details' });
    await details.getByRole('button', { name: 'Cancel project' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this project?' });
    await expect(confirm.getByText('Wedding gown stays in your projects as Cancelled, with its history.', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel project' }).click();
    await expect(confirm).toBeHidden();
    await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Cancel project' })).toBeHidden();
    await expect(details.getByTestId('bill-line').getByTestId('reserved')).toHaveText('0 m');
    await page.goto(`/materials/${silk.id}`);
    await expect(page.getByTestId('reserved')).toHaveText('0 m');
    await expect(page.getByTestId('available')).toHaveText('5 m');
  });

  test('the section and its dialogs pass axe at 1280 and 375 px', async ({ page }) => {
    // Several dialogs, each audited at two widths in both themes: as the other dialog audits, more than the default 120 s.
    test.setTimeout(240_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { silk, gown } = await studioWithSilk(user);
    await apiAs(user).post(`/projects/${gown.id}/materials`, { materialId: silk.id, quantity: 2500 });
    await openSignedIn(page, user, projectPage(gown.id));
    const details = page.getByRole('dialog', { name: 'Project Details' });
    await expect(details.getByTestId('bill-line')).toBeVisible();
    const found = await auditViews(page, 'project details with its materials', { include: '[data-testid="project-materials"]' });
    found.push(...(await auditDialog(page, details.getByRole('button', { name: 'Add material' }), 'Add Material')));
    found.push(...(await auditDialog(page, details.getByRole('button', { name: 'Reserve Silk charmeuse' }), 'Reserve Material')));
    found.push(...(await auditDialog(page, details.getByRole('button', { name: 'Cut Silk charmeuse' }), 'Cut Material')));
    found.push(...(await auditDialog(page, details.getByRole('button', { name: 'Edit quantity of Silk charmeuse' }), 'Edit Quantity')));
    found.push(...(await auditDialog(page, details.getByRole('button', { name: 'Remove Silk charmeuse' }), 'Remove Material')));
    expect(found).toEqual([]);
  });
});
