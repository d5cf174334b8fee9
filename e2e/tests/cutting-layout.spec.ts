import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Client, GeneratorCheck, Material, Measurement, Pattern, PatternLayout, Project } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';

// A generated pattern's cutting layout in a real browser against the real server (decisions 143,
// 149): laid out on a fabric from stock, added to a project's materials and reserved; a fabric too
// narrow refused with the piece it cannot hold.

/** FreeSewing's size-34 body (cisFemaleAdult34) in cm, for what Penelope asks. */
const BODY_CM: Record<string, number> = { waist: 75, seat: 101, waistToHips: 12.5, waistToSeat: 25, waistToKnee: 60 };

type Seeded = { pattern: Pattern; material: Material; project: Project };

/** A metric studio: Grace's skirt drafted by the generator, a wool received, and her project, through the API. */
async function seedSkirt(user: TestUser): Promise<Seeded> {
  const api = apiAs(user);
  await api.patch('/user/preferences', { settings: { measurementUnit: 'cm' } });
  const { client } = await api.post<{ client: Client }>('/clients', { name: 'Grace Hopper' });
  const { measurement } = await api.post<{ measurement: Measurement }>('/measurements', {
    clientId: client.id,
    garmentType: 'skirt',
    measurements: [{ name: 'Waist', size: 75, unit: 'cm' }],
    notes: '',
  });
  const draft = { clientId: client.id, measurementId: measurement.id, garmentType: 'Skirt', design: 'penelope' };
  const check = await api.post<GeneratorCheck>('/patterns/generate/check', draft);
  const extraMeasurements = check.missing.map((m) => ({ name: m.label, size: BODY_CM[m.name] ?? 30, unit: 'cm' }));
  const { pattern } = await api.post<{ pattern: Pattern }>('/patterns/generate', {
    ...draft,
    name: 'Grace skirt',
    style: 'Formal',
    sizeRange: 'Custom',
    fabricType: 'Wool',
    extraMeasurements,
  });
  const { material } = await api.post<{ material: Material }>('/materials', { kind: 'fabric', name: 'Wool crêpe', widthMm: 1500 });
  await api.post(`/materials/${material.id}/movements`, { kind: 'received', quantity: 5000 });
  const { project } = await api.post<{ project: Project }>('/projects', {
    clientId: client.id,
    name: 'Grace’s skirt',
    type: 'Skirt',
    status: 'in-progress',
    priority: 'medium',
    progress: 10,
  });
  return { pattern, material, project };
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openLayout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Cutting layout of Grace skirt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cutting layout of Grace skirt' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('cutting layout', () => {
  test('a tailor lays the skirt out on a wool from stock, adds it to the project and reserves it', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createUser({ plan: 'premium' });
    const { pattern, material } = await seedSkirt(user);
    await openSignedIn(page, user, '/ai-patterns');
    const dialog = await openLayout(page);

    // Too narrow: the server names the piece on the width field.
    await dialog.getByRole('radio', { name: 'A fabric to buy' }).check();
    await dialog.getByLabel('Width (cm)').fill('15');
    await dialog.getByRole('button', { name: 'Lay out' }).click();
    await expect(dialog.getByText(/^This fabric is 15 cm wide; the [\w ]+ needs \d+ cm$/)).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByLabel('Width (cm)')).toHaveAttribute('aria-invalid', 'true');

    // On the wool from stock.
    await dialog.getByRole('radio', { name: 'A fabric from stock' }).check();
    await choose(page, dialog, 'Fabric from stock', 'Wool crêpe — 150 cm wide');
    await dialog.getByRole('button', { name: 'Lay out' }).click();
    const length = dialog.getByTestId('layout-length');
    await expect(length).toHaveText(/^\d+(\.\d{1,2})? m$/, { timeout: 60_000 });
    await expect(dialog.getByTestId('layout-efficiency')).toHaveText(/^\d+%$/);
    const drawing = dialog.getByRole('img', { name: /^Cutting layout of Grace skirt on Wool crêpe, 150 cm wide: \d+ pieces/ });
    await expect(drawing).toBeVisible();
    expect(await drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog.getByTestId('earlier-layouts').getByRole('listitem')).toHaveCount(1);

    // Onto the project's materials, then set aside.
    await choose(page, dialog, 'Project', 'Grace’s skirt');
    await dialog.getByRole('button', { name: 'Add to project' }).click();
    await expect(dialog.getByText(/ of Wool crêpe is on the materials of Grace’s skirt\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Reserve now' }).click();
    await expect(dialog.getByText('Wool crêpe is reserved for Grace’s skirt.')).toBeVisible();

    // The material's page: what is available dropped by the layout's length.
    const { layouts } = await apiAs(user).get<{ layouts: PatternLayout[] }>(`/patterns/${pattern.id}/layouts`);
    const lengthMm = layouts[0]!.lengthMm;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.goto(`/materials/${material.id}`);
    await expect(page.getByTestId('available')).toHaveText(`${(5000 - lengthMm) / 1000} m`);
    await expect(page.getByTestId('reserved')).toHaveText(`${lengthMm / 1000} m`);
  });

  test('the dialog and its layout pass axe at desk and phone widths', async ({ page }) => {
    test.setTimeout(240_000);
    const user = await createAuditUser({ plan: 'premium' });
    await seedSkirt(user);
    await openSignedIn(page, user, '/ai-patterns');
    const dialog = await openLayout(page);
    const found = await auditViews(page, 'cutting layout dialog', { include: '[role="dialog"]' });
    await choose(page, dialog, 'Fabric from stock', 'Wool crêpe — 150 cm wide');
    await dialog.getByRole('button', { name: 'Lay out' }).click();
    await expect(dialog.getByRole('img', { name: /^Cutting layout of Grace skirt/ })).toBeVisible({ timeout: 60_000 });
    found.push(...(await auditViews(page, 'cutting layout dialog with its layout', { include: '[role="dialog"]' })));
    expect(found).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
