import { expect, test } from '@playwright/test';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';

// The boutique's catalogue of designers' styles (decision 212); a designer is one of its suppliers.

test.describe('the catalogue', () => {
  test('a boutique adds a designer’s style, finds it by its number, edits and deletes it', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await apiAs(user).post('/suppliers', { name: 'Pronovias', leadTimeDays: 120 });
    await openSignedIn(page, user, '/designer-styles');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();

    await page.getByRole('button', { name: 'Add style' }).click();
    const add = page.getByRole('dialog', { name: 'Add style' });
    await add.getByRole('combobox', { name: 'Designer' }).click();
    await page.getByRole('option', { name: 'Pronovias' }).click();
    await add.getByLabel('Style number').fill('PR-4512');
    await add.getByLabel('Name').fill('Élise');
    await add.getByLabel('Sizes it is made in').fill('2, 4, 6, 20W');
    await add.getByLabel('Cost to the boutique ($)').fill('1,290.50');
    await add.getByLabel('Retail price ($)').fill('2890');
    await add.getByLabel('Note').fill('Sample in 12');
    await add.getByRole('button', { name: 'Save style' }).click();
    await expect(page.getByText('Style added to the catalogue')).toBeVisible();
    const card = page.getByRole('article', { name: 'Élise' });
    await expect(card.getByText('Pronovias · PR-4512')).toBeVisible();
    await expect(card.getByText('Retail $2,890.00 — Sizes 2 · 4 · 6 · 20W')).toBeVisible();

    await card.getByRole('button', { name: 'Edit Élise' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit style' });
    await edit.getByLabel('Name').fill('Élise long sleeve');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Style updated')).toBeVisible();
    const renamed = page.getByRole('article', { name: 'Élise long sleeve' });

    await page.getByLabel('Search the catalogue').fill('pr-45');
    await expect(page.getByRole('article')).toHaveCount(1);
    await renamed.getByRole('button', { name: 'Delete Élise long sleeve' }).click();
    await page.getByRole('dialog', { name: 'Delete style' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Style deleted')).toBeVisible();
    await expect(page.getByText('No style matches.')).toBeVisible();
  });

  test('the catalogue and its dialogs pass the audit and give focus back', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    const api = apiAs(user);
    const { supplier } = await api.post<{ supplier: { id: string } }>('/suppliers', { name: 'Maggie Sottero' });
    await api.post('/designer-styles', { designerId: supplier.id, styleNumber: 'MS-2024-118', name: 'Audited' });
    await openSignedIn(page, user, '/designer-styles');
    const card = page.getByRole('article', { name: 'Audited' });
    await expect(card).toBeVisible();
    const found = await auditViews(page, '/designer-styles with one style');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add style' }), 'Add style')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Audited' }), 'Edit style')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Delete Audited' }), 'Delete style')));
    expect(found).toEqual([]);
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Add style' }),
      name: 'Add style',
      firstFocus: (d) => d.getByRole('combobox', { name: 'Designer' }),
    });
    await expectFocusRoundTrip(page, {
      opener: card.getByRole('button', { name: 'Delete Audited' }),
      name: 'Delete style',
      firstFocus: cancelButton,
    });
  });
});
