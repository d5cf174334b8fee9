import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import type { Photo } from '@atelier/shared';
import { auditViews, createAuditUser, seedStudio } from '../fixtures/a11y';
import { createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { E2E_BASE_URL } from '../fixtures/env';
import { drawnImage } from '../fixtures/images';
import { sideways } from '../fixtures/phone-width';

// Photos of a record (decisions 079 and 081): picked or taken on a phone, several sent at once
// with a progress bar each, a failed one retried alone, the viewer's caption and focus, and axe.

/** A real JPEG in one colour, as a phone's camera would hand it. */
const jpeg = (page: Page, colour: string) => drawnImage(page, { colour, mark: true });

const file = (name: string, buffer: Buffer, mimeType = 'image/jpeg') => ({ name, mimeType, buffer });

/** Adds a photo through the API, as another device would. */
async function addPhoto(user: TestUser, projectId: string, kind: string, buffer: Buffer): Promise<Photo> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' }), 'seed.jpg');
  const res = await fetch(`${E2E_BASE_URL}/api/v1/photos?subject=project&subjectId=${projectId}&kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const json = (await res.json()) as { data: { photo: Photo }; message: string };
  if (res.status !== 201) throw new Error(`POST /photos answered ${res.status}: ${json.message}`);
  return json.data.photo;
}

async function openProjectDetails(page: Page, name = 'Wedding gown'): Promise<Locator> {
  await page.goto('/projects');
  await page.getByRole('button', { name: `View details of ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Project Details' });
  await expect(details).toBeVisible();
  return details;
}

const isUpload = (route: Route) => route.request().method() === 'POST';
const fileNameOf = (route: Route) => /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '';

test.describe('photos of a record', () => {
  test('a photo taken on a phone shows on the project @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await seedStudio(user);
    await openSignedIn(page, user);
    const details = await openProjectDetails(page);
    const panel = details.getByTestId('record-photos');
    await expect(panel.getByText('No photos yet.')).toBeVisible();

    const take = panel.getByLabel('Take photo');
    await expect(take).toHaveAttribute('capture', 'environment');
    await take.setInputFiles(file('IMG_0001.jpg', await jpeg(page, '#7c3aed')));
    const thumbnail = panel.getByRole('button', { name: 'Style reference 1' });
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail.getByRole('img')).toHaveJSProperty('complete', true);
    await expect(page.getByText('Photo added')).toBeVisible();

    // Both pickers are at least 24 px high and wide (WCAG 2.5.8), and nothing overflows 375 px.
    for (const label of ['Add photos', 'Take photo']) {
      const box = await panel.locator('label', { hasText: label }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test('several photos go at once with a progress bar each; a failed one is retried alone; the viewer edits a caption', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = await createUser({ plan: 'premium' });
    await seedStudio(user);
    await openSignedIn(page, user);
    const details = await openProjectDetails(page);
    const panel = details.getByTestId('record-photos');

    // The uploads are held until all three are under way; second.jpg's first attempt is refused
    // as a busy server would, so Retry has something to recover from.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/v1/photos',
      async (route) => {
        if (!isUpload(route)) return route.fallback();
        const name = fileNameOf(route);
        sent.push(name);
        const attempt = sent.filter((n) => n === name).length;
        await gate;
        if (name === 'second.jpg' && attempt === 1) {
          return route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              status_code: 429,
              code: 'RATE_LIMITED',
              message: 'Too many photos at once. Try again in a minute.',
            }),
          });
        }
        return route.fallback();
      },
    );

    await panel.getByLabel('Add as').click();
    await page.getByRole('option', { name: 'Fabric swatch' }).click();
    await panel
      .getByLabel('Add photos')
      .setInputFiles([
        file('first.jpg', await jpeg(page, '#0f766e')),
        file('second.jpg', await jpeg(page, '#b45309')),
        file('notes.txt', Buffer.from('not a picture at all'), 'text/plain'),
      ]);
    const uploads = panel.getByRole('list', { name: 'Uploads' });
    for (const name of ['first.jpg', 'second.jpg', 'notes.txt']) {
      await expect(uploads.getByRole('progressbar', { name: `Upload of ${name}` })).toBeVisible();
    }
    await expect.poll(() => sent.length).toBe(3);
    release();

    await expect(panel.getByRole('button', { name: 'Fabric swatch 1' })).toBeVisible();
    const second = uploads.getByTestId('photo-upload').filter({ hasText: 'second.jpg' });
    await expect(second.getByRole('alert')).toHaveText('Too many photos at once. Try again in a minute.');
    const notes = uploads.getByTestId('photo-upload').filter({ hasText: 'notes.txt' });
    // The server's own words, judged by the bytes.
    await expect(notes.getByRole('alert')).not.toBeEmpty();
    const refusal = await notes.getByRole('alert').textContent();

    await second.getByRole('button', { name: 'Retry second.jpg' }).click();
    await expect(panel.getByRole('button', { name: 'Fabric swatch 2' })).toBeVisible();
    await expect(second).toHaveCount(0);
    // Retry sent second.jpg again, and nothing else.
    expect(sent.slice(0, 3).sort()).toEqual(['first.jpg', 'notes.txt', 'second.jpg']);
    expect(sent.slice(3)).toEqual(['second.jpg']);
    await expect(notes.getByRole('alert')).toHaveText(refusal ?? '');
    await notes.getByRole('button', { name: 'Remove notes.txt from the list' }).click();
    await expect(uploads).toHaveCount(0);
    await expect(panel.getByTestId('photo-thumbnail')).toHaveCount(2);

    // The viewer: caption saved, the arrow keys move on, and closing gives focus to the photo last shown.
    await panel.getByRole('button', { name: 'Fabric swatch 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Fabric swatch 1' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Fabric swatch 1' })).toBeVisible();
    await viewer.getByLabel('Caption').fill('Silk for the bodice');
    await viewer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Photo updated')).toBeVisible();
    const captioned = page.getByRole('dialog', { name: 'Silk for the bodice' });
    await expect(captioned).toBeVisible();
    await expect(captioned).toHaveAccessibleDescription(/Photo 1 of 2/);
    await captioned.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Fabric swatch 2' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(captioned).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Fabric swatch 2' })).toBeHidden();
    await expect(details).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Fabric swatch 2' })).toBeFocused();
    await expect(panel.getByText('Silk for the bodice')).toBeVisible();

    // Delete, behind its confirmation: the viewer moves to the photo left, the grid loses one.
    await panel.getByRole('button', { name: 'Fabric swatch 2' }).click();
    await page.getByRole('dialog', { name: 'Fabric swatch 2' }).getByRole('button', { name: 'Delete photo' }).click();
    await page.getByRole('dialog', { name: 'Delete Photo' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Photo deleted')).toBeVisible();
    await expect(captioned).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('button', { name: 'Silk for the bodice' })).toBeFocused();
    await expect(panel.getByTestId('photo-thumbnail')).toHaveCount(1);
  });

  test('the photo panel and the viewer have no serious axe violation at 1280 and 375 px in both themes', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { project } = await seedStudio(user);
    await openSignedIn(page, user);
    await addPhoto(user, project.id, 'reference', await jpeg(page, '#1d4ed8'));
    await addPhoto(user, project.id, 'fitting', await jpeg(page, '#be185d'));
    const details = await openProjectDetails(page);
    const panel = details.getByTestId('record-photos');
    await expect(panel.getByTestId('photo-thumbnail')).toHaveCount(2);
    // A refused file keeps its row, with the error colours in the audit too.
    await panel.getByLabel('Add photos').setInputFiles(file('notes.txt', Buffer.from('not a picture'), 'text/plain'));
    await expect(panel.getByRole('list', { name: 'Uploads' }).getByRole('alert')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Fitting photo 2' }).getByRole('img')).toHaveJSProperty('complete', true);

    const found = await auditViews(page, 'project details with photos', { include: '[role="dialog"]' });
    await panel.getByRole('button', { name: 'Style reference 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Style reference 1' });
    await expect(viewer.getByRole('img', { name: 'Style reference 1' })).toBeVisible();
    found.push(...(await auditViews(page, 'photo viewer', { include: '[data-testid="photo-viewer"]' })));
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    expect(found).toEqual([]);
  });
});
