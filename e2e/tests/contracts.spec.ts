import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import type { Client, PortalLink } from '@atelier/shared';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { auditViews, createAuditUser, seriousViolations } from '../fixtures/a11y';
import { paySandboxCheckout } from '../fixtures/billing';
import { auditDialog, expectFocusRoundTrip } from '../fixtures/dialogs';
import { phoneContext, portalSection } from '../fixtures/portal';

// Contracts signed on the portal and sealed (decision 159), in a real browser against the real
// server: the studio drafts a contract from its template and sends it; the client reads it on a
// phone, ticks consent and signs by drawing; the studio countersigns and downloads the signed PDF,
// whose seal pdfsig (poppler) reports valid. Then the dialogs' axe audit and focus.

/** Draws a stroke on the signature pad with the mouse, as a finger or a pen would. */
async function drawSignature(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.4, 0.8],
    [0.6, 0.25],
    [0.85, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
  await page.mouse.up();
}

test.describe('contracts', () => {
  test('the studio sends a contract, the client signs it on a phone by drawing, the studio countersigns and downloads the sealed PDF', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const user = await createUser({ plan: 'premium' });
    // A card on file: the studio's mail to a client (decision 055).
    await paySandboxCheckout(user, 'premium');
    const api = apiAs(user);
    const { client } = await api.post<{ client: Client }>('/clients', { name: 'Émilie Durand', email: 'emilie@example.com' });
    const { link } = await api.post<{ link: PortalLink }>(`/clients/${client.id}/portal-link`, {});
    await openSignedIn(page, user, '/contracts');

    // The studio drafts the contract from its bridal template and sends it.
    await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
    await page.getByRole('button', { name: 'New contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contract' });
    await dialog.getByLabel('Client').fill('Émilie');
    await page.getByRole('option', { name: /Émilie Durand/ }).click();
    await expect(dialog.getByLabel('Template')).toContainText('Bridal gown agreement');
    await dialog.getByLabel('Title').fill('Ivory gown agreement');
    await dialog.getByLabel(/^Event date/).fill('2027-06-12');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ivory gown agreement' })).toBeVisible();
    await expect(page.getByText('{{client.name}}').first()).toBeVisible();
    // No quote accepted yet: never sent with a blank, the refusal names the empty fields (decision 183).
    await page.getByRole('button', { name: 'Send to sign' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not sent: some fields are empty' })).toContainText(
      '{{quote.total}}, {{quote.deposit}}',
    );
    await expect(page.getByTestId('contract-status')).toHaveText('Draft');
    // The studio types the amounts in the text in place of the fields, then sends.
    await page.getByRole('button', { name: 'Edit draft' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit draft' });
    const text = edit.getByLabel('Contract text');
    const typed = (await text.inputValue()).replaceAll('{{quote.total}}', '1 200,00 €').replaceAll('{{quote.deposit}}', '400,00 €');
    await text.fill(typed.replaceAll('{{studio.phone}}', '04 72 00 00 00').replaceAll('{{studio.address}}', '3 rue de la Soie, Lyon'));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: 'Send to sign' }).click();
    await expect(page.getByText('Contract sent to emilie@example.com to sign')).toBeVisible();
    await expect(page.getByTestId('contract-status')).toHaveText('Sent to sign');
    await expect(page.getByText('This agreement is made on')).toContainText('Émilie Durand');

    // The client, on a phone, reads it, ticks consent and signs by drawing.
    const phone = await phoneContext(browser);
    const portal = await phone.newPage();
    await portal.goto(link.url);
    const section = portalSection(portal, 'Contracts to sign');
    await expect(section.getByRole('heading', { level: 3, name: 'Ivory gown agreement' })).toBeVisible();
    await expect(section.getByRole('region', { name: 'Text of Ivory gown agreement' })).toContainText('Émilie Durand');
    await section.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(section.getByText('Tick the box to agree to sign electronically.')).toBeVisible();
    await section.getByLabel('Draw my signature').check();
    await expect(section.getByRole('img', { name: /^Signature pad/ })).toBeVisible();
    // The section with its pad shown: axe in the phone's light and dark schemes.
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await portal.emulateMedia({ colorScheme });
      found.push(...(await seriousViolations(portal, `portal contracts @ 375px ${colorScheme}`)));
    }
    expect(found).toEqual([]);
    await drawSignature(portal);
    await section.getByLabel('I have read this contract and I agree to sign it electronically.').check();
    await section.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(section.getByText(/^Signed by Émilie Durand on /)).toBeVisible();
    await expect(section.getByText('Signed by you, waiting for the studio')).toBeVisible();
    expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The studio countersigns by typing its name, then downloads the sealed PDF.
    await page.reload();
    await expect(page.getByTestId('contract-status')).toHaveText('Signed by the client');
    await page.getByRole('button', { name: 'Countersign' }).click();
    const sign = page.getByRole('dialog', { name: 'Countersign the contract' });
    await expect(sign.getByLabel('Your name')).toHaveValue('Ada Stitch');
    await sign.getByRole('button', { name: 'Countersign' }).click();
    await expect(page.getByText('Contract countersigned and sealed')).toBeVisible();
    await expect(page.getByTestId('contract-status')).toHaveText('Signed');
    await expect(page.getByTestId('contract-signatures')).toContainText('Émilie Durand');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download signed PDF' }).click(),
    ]);
    const file = await download.path();
    const report = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    expect(report).toContain('Signature Validation: Signature is Valid.');

    // The client's portal now offers the signed PDF.
    await portal.reload();
    await expect(section.getByRole('link', { name: 'Download the signed PDF' })).toBeVisible();
    await phone.close();
  });

  test('the contracts’ dialogs: axe in both themes and sizes, and focus back on the opener', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'premium' });
    const api = apiAs(user);
    const { client } = await api.post<{ client: Client }>('/clients', { name: 'Zoé Martin' });
    const { contract } = await api.post<{ contract: { id: string } }>('/contracts', {
      clientId: client.id,
      title: 'Veil',
      body: 'Terms for {{client.name}}',
    });
    await openSignedIn(page, user, '/contracts');
    await expect(page.getByRole('article', { name: 'Veil' })).toBeVisible();
    const found = await auditViews(page, '/contracts with a draft');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'New contract' }), 'New contract')));
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'New contract' }),
      name: 'New contract',
      firstFocus: (d) => d.getByLabel('Client'),
    });
    await page.goto('/contracts/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Contract templates' })).toBeVisible();
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add template' }), 'Add template')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Edit Bridal gown agreement' }), 'Edit template')));
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Add template' }),
      name: 'Add template',
      firstFocus: (d) => d.getByLabel('Name'),
    });
    await page.goto(`/contracts/${contract.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Veil' })).toBeVisible();
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Edit draft' }), 'Edit draft')));
    expect(found).toEqual([]);
  });
});
