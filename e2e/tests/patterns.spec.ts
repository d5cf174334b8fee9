import { expect, test, type Page } from '@playwright/test';
import type { Pattern } from '@atelier/shared';
import { apiAs, createUser, openSignedIn, signInThroughForm } from '../fixtures/api';
import { canvasToClient, createPattern, inkAt, inkCount, mouseDrag } from '../fixtures/patterns';

// The pattern designer and library in a real browser against the real server. Points
// are canvas pixels (800 × 600); the canvas is shown smaller and mapped through its box.

/** The RGBA of the server's PNG at a pixel, read in the page with the session's token. */
function serverPixel(page: Page, url: string, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ([src, px, py]) => {
      const token = JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string;
      const res = await fetch(src as string, { headers: { authorization: `Bearer ${token}` } });
      const bitmap = await createImageBitmap(await res.blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return [...ctx.getImageData(px as number, py as number, 1, 1).data];
    },
    [url, x, y] as const,
  );
}

async function openDesigner(page: Page) {
  await page.goto('/patterns');
  await expect(page.getByRole('heading', { level: 1, name: 'Pattern Designer' })).toBeVisible();
  await expect(page.getByTestId('pattern-canvas')).toBeVisible();
}

const undo = (page: Page) => page.getByRole('button', { name: 'Undo' });
const redo = (page: Page) => page.getByRole('button', { name: 'Redo' });

test.describe('pattern designer', () => {
  test('draw with the mouse, undo and redo by button and keys, line and rectangle with a preview, erase, clear and undo the clear', async ({
    page,
  }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user);
    await openDesigner(page);
    await expect(undo(page)).toBeDisabled();
    await expect(redo(page)).toBeDisabled();

    // A brush stroke lands where the mouse went (the canvas is scaled to fit the page).
    await mouseDrag(page, { x: 100, y: 100 }, { x: 300, y: 100 });
    expect(await inkAt(page, 200, 100)).toBeGreaterThan(0);
    expect(await inkAt(page, 200, 130)).toBe(0);
    await expect(undo(page)).toBeEnabled();
    await expect(redo(page)).toBeDisabled();

    await undo(page).click();
    await expect.poll(() => inkAt(page, 200, 100)).toBe(0);
    await expect(undo(page)).toBeDisabled();
    await expect(redo(page)).toBeEnabled();
    await redo(page).click();
    await expect.poll(() => inkAt(page, 200, 100)).toBeGreaterThan(0);
    await expect(redo(page)).toBeDisabled();

    // Ctrl+Z and Shift+Ctrl+Z, from the page (focus on the body).
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => inkAt(page, 200, 100)).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => inkAt(page, 200, 100)).toBeGreaterThan(0);

    // Line: previewed on the overlay while dragging, drawn when released. Chosen with the keyboard.
    await page.getByRole('button', { name: 'Line' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Line' })).toHaveAttribute('aria-pressed', 'true');
    await mouseDrag(page, { x: 100, y: 300 }, { x: 300, y: 500 }, { release: false });
    expect(await inkAt(page, 200, 400, 'pattern-canvas-input')).toBeGreaterThan(0);
    expect(await inkAt(page, 200, 400)).toBe(0);
    await page.mouse.up();
    await expect.poll(() => inkAt(page, 200, 400)).toBeGreaterThan(0);
    expect(await inkAt(page, 200, 400, 'pattern-canvas-input')).toBe(0);
    expect(await inkAt(page, 250, 350)).toBe(0);

    // Rectangle: its edges, not its inside.
    await page.getByRole('button', { name: 'Rectangle' }).click();
    await mouseDrag(page, { x: 400, y: 300 }, { x: 600, y: 450 });
    await expect.poll(() => inkAt(page, 500, 300)).toBeGreaterThan(0);
    expect(await inkAt(page, 600, 375)).toBeGreaterThan(0);
    expect(await inkAt(page, 500, 375)).toBe(0);

    // The eraser makes the stroke transparent again.
    await page.getByRole('button', { name: 'Eraser' }).click();
    await page.getByLabel('Brush Size').fill('30');
    await mouseDrag(page, { x: 180, y: 100 }, { x: 220, y: 100 });
    await expect.poll(() => inkAt(page, 200, 100)).toBe(0);
    expect(await inkAt(page, 120, 100)).toBeGreaterThan(0);

    // Clear Canvas is a step undo takes back.
    const before = await inkCount(page);
    await page.getByRole('button', { name: 'Clear Canvas' }).click();
    await expect.poll(() => inkCount(page)).toBe(0);
    await undo(page).click();
    await expect.poll(() => inkCount(page)).toBe(before);

    // Not a number: the brush falls back to 1, its minimum.
    await page.getByLabel('Brush Size').fill('');
    await page.getByLabel('Brush Size').blur();
    await expect(page.getByLabel('Brush Size')).toHaveValue('1');
  });

  test('save a drawing, see it in Your Patterns, edit its details, open it back in the canvas and save it again', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user);
    await openDesigner(page);
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    await expect(page.getByLabel('Hex color')).toHaveValue('#ff0000');
    await mouseDrag(page, { x: 100, y: 100 }, { x: 500, y: 100 });
    // Erased pixels must come back white in the saved PNG, not transparent.
    await page.getByRole('button', { name: 'Eraser' }).click();
    await mouseDrag(page, { x: 290, y: 100 }, { x: 310, y: 100 });
    await expect.poll(() => inkAt(page, 300, 100)).toBe(0);

    await page.getByLabel('Pattern Name').fill('Bodice block');
    await page.getByRole('button', { name: 'Save Pattern' }).click();
    const save = page.getByRole('dialog', { name: 'Save Pattern' });
    await expect(save.getByText('Provide details for your pattern.')).toBeVisible();
    await expect(save.getByLabel('Pattern Name')).toHaveValue('Bodice block');
    for (const [label, value] of [
      ['Garment Type', 'Other'],
      ['Style', 'Other'],
      ['Size Range', 'Custom'],
      ['Fabric Type', 'Other'],
    ]) {
      await expect(save.getByLabel(label!, { exact: true })).toHaveText(value!);
    }
    await save.getByLabel('Description').fill('Front bodice, darted');
    await save.getByRole('button', { name: 'Save Pattern' }).click();
    await expect(page.getByText('Pattern created successfully')).toBeVisible();
    await expect(save).toBeHidden();
    // The form resets and the canvas clears.
    await expect(page.getByLabel('Pattern Name')).toHaveValue('');
    await expect.poll(() => inkCount(page)).toBe(0);
    await expect(undo(page)).toBeDisabled();

    const card = page.getByRole('article', { name: 'Bodice block' });
    await expect(card.getByRole('img', { name: 'Pattern Bodice block' })).toBeVisible();
    let [saved] = (await apiAs(user).get<{ patterns: Pattern[] }>('/patterns')).patterns;
    expect(saved).toMatchObject({
      name: 'Bodice block',
      description: 'Front bodice, darted',
      additionalDetails: 'Front bodice, darted',
      garmentType: 'Other',
      isAiGenerated: false,
    });
    expect(await serverPixel(page, saved!.image_urls[0]!, 200, 100)).toEqual([255, 0, 0, 255]);
    expect(await serverPixel(page, saved!.image_urls[0]!, 300, 100)).toEqual([255, 255, 255, 255]);
    expect(await serverPixel(page, saved!.image_urls[0]!, 700, 500)).toEqual([255, 255, 255, 255]);

    // Edit Pattern: the details only; the image stays.
    await card.getByRole('button', { name: 'Edit Bodice block' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Pattern' });
    await expect(edit.getByText('Update the pattern details below.')).toBeVisible();
    await edit.getByLabel('Garment Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Dress', exact: true }).click();
    await edit.getByLabel('Occasion').fill('wedding');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Pattern updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    [saved] = (await apiAs(user).get<{ patterns: Pattern[] }>('/patterns')).patterns;
    expect(saved).toMatchObject({ garmentType: 'Dress', occasion: 'wedding' });
    const firstImage = saved!.image_urls[0];

    // Open in canvas: the drawing comes back, Save updates that pattern's image.
    await card.getByRole('button', { name: 'More actions for Bodice block' }).click();
    await page.getByRole('menuitem', { name: 'Open in canvas' }).click();
    await expect(page.getByTestId('designer-current')).toHaveText(/Editing “Bodice block”/);
    await expect.poll(() => inkAt(page, 200, 100)).toBe(255);
    await page.getByRole('button', { name: 'Brush' }).click();
    await mouseDrag(page, { x: 100, y: 400 }, { x: 500, y: 400 });
    await page.getByRole('button', { name: 'Save Pattern' }).click();
    const again = page.getByRole('dialog', { name: 'Save Pattern' });
    await expect(again.getByText(/Saving replaces the drawing of “Bodice block”/)).toBeVisible();
    await expect(again.getByLabel('Garment Type', { exact: true })).toHaveText('Dress');
    await again.getByRole('button', { name: 'Save Pattern' }).click();
    await expect(page.getByText('Pattern updated successfully').first()).toBeVisible();
    await expect(again).toBeHidden();
    await expect(page.getByTestId('designer-current')).toHaveText(/New drawing/);
    const { patterns } = await apiAs(user).get<{ patterns: Pattern[] }>('/patterns');
    expect(patterns).toHaveLength(1);
    expect(patterns[0]!.image_urls[0]).not.toBe(firstImage);
    expect(await serverPixel(page, patterns[0]!.image_urls[0]!, 300, 400)).toEqual([255, 0, 0, 255]);
  });

  test('make a pattern public: a second user sees it in the library and copies it; deleting it takes it out of the library', async ({
    page,
    browser,
  }) => {
    const owner = await createUser({ plan: 'premium', firstName: 'Coco' });
    // The library is every account's: a name of this test's own finds its card among other tests' patterns.
    const name = `Wrap skirt ${owner.email.split('@')[0]}`;
    await createPattern(owner, { name, garmentType: 'Skirt' });
    await openSignedIn(page, owner);
    await openDesigner(page);
    const card = page.getByTestId('your-patterns').getByRole('article', { name });
    await card.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Make Public' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Move to Public' });
    await expect(confirm).toContainText(
      'Are you sure you want to move this pattern to the public library? It will be accessible to all users.',
    );
    await confirm.getByRole('button', { name: 'Make Public' }).click();
    await expect(page.getByText('Pattern moved to public library successfully!')).toBeVisible();
    await expect(card.getByText('Public', { exact: true })).toBeVisible();
    // One-way: no Make Public any more.
    await card.getByRole('button', { name: `More actions for ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Make Public' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const library = page.getByTestId('public-pattern-library');
    await expect(library.getByRole('article', { name })).toBeVisible();

    const second = await createUser({ plan: 'premium', firstName: 'Vera' });
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await signInThroughForm(otherPage, second);
    await openDesigner(otherPage);
    const shared = otherPage.getByTestId('public-pattern-library').getByRole('article', { name });
    await expect(shared.getByRole('img', { name: `Pattern ${name}` })).toBeVisible();
    await expect(shared).toContainText('Skirt');
    await expect(shared).toContainText('User Generated');
    await shared.getByRole('button', { name: `Copy to my patterns: ${name}` }).click();
    await expect(otherPage.getByText('Pattern copied to your patterns')).toBeVisible();
    await expect(otherPage.getByTestId('your-patterns').getByRole('article', { name })).toBeVisible();

    // The owner's delete says the library loses it too, and it does.
    await card.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Pattern' });
    await expect(remove).toContainText('deleting it removes it from the library too');
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Pattern deleted successfully')).toBeVisible();
    await expect(page.getByText('No patterns created yet.')).toBeVisible();
    await otherPage.reload();
    await expect(otherPage.getByTestId('your-patterns').getByRole('article', { name })).toBeVisible();
    await expect(otherPage.getByTestId('public-pattern-library').getByRole('article', { name })).toHaveCount(0);
    await other.close();
  });

  test('a full storage keeps the drawing and the dialog, and offers the way to /pricing; settings shows the storage used', async ({
    page,
  }) => {
    const user = await createUser({ plan: 'premium' });
    await createPattern(user);
    await openSignedIn(page, user, '/settings?tab=data');
    await expect(page.getByTestId('storage-usage')).toContainText(/kB used of 10 GB/);

    // The server's refusal is played here: filling 10 GB in a browser test is not sensible.
    await page.route('**/api/v1/patterns', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            json: {
              success: false,
              status_code: 403,
              code: 'STORAGE_LIMIT_REACHED',
              message: 'Your storage is full (10 GB of 10 GB used).',
            },
          })
        : route.fallback(),
    );
    await openDesigner(page);
    await mouseDrag(page, { x: 100, y: 100 }, { x: 300, y: 100 });
    await page.getByRole('button', { name: 'Save Pattern' }).click();
    const save = page.getByRole('dialog', { name: 'Save Pattern' });
    await save.getByRole('button', { name: 'Save Pattern' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your storage is full (10 GB of 10 GB used).' });
    await expect(toast).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(save).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/patterns');
    await save.getByRole('button', { name: 'Cancel' }).click();
    expect(await inkAt(page, 200, 100)).toBeGreaterThan(0);
    await toast.getByRole('button', { name: 'Upgrade plan' }).click();
    await page.waitForURL('**/pricing');
  });
});

test.describe('pattern designer at 375 px @mobile', () => {
  test('a finger draws where it touches, the page does not scroll, undo takes it back @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user);
    await openDesigner(page);
    const input = page.getByTestId('pattern-canvas-input');
    await input.scrollIntoViewIfNeeded();
    const box = (await input.boundingBox())!;
    // Drawn at 800 × 600, shown scaled to the phone's width.
    expect(box.width).toBeLessThan(375);
    expect(box.height / box.width).toBeCloseTo(0.75, 2);
    await input.evaluate((el) => {
      (window as unknown as { pointerTypes: string[] }).pointerTypes = [];
      el.addEventListener('pointerdown', (e) =>
        (window as unknown as { pointerTypes: string[] }).pointerTypes.push((e as PointerEvent).pointerType),
      );
    });
    const scrollBefore = await page.evaluate(() => window.scrollY);

    // A real touch sequence through Chromium's input pipeline (it makes touch pointer events and
    // would scroll the page if the canvas allowed it).
    const from = await canvasToClient(page, 100, 300);
    const to = await canvasToClient(page, 700, 300);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
    for (let i = 1; i <= 12; i += 1) {
      const x = from.x + ((to.x - from.x) * i) / 12;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from.y + i * 4 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    expect(await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes)).toEqual(['touch']);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // Under the finger: the touch's client point, mapped back to the canvas, is painted.
    const mid = { x: from.x + (to.x - from.x) / 2, y: from.y + 24 };
    const px = Math.round(((mid.x - box.x) * 800) / box.width);
    const py = Math.round(((mid.y - box.y) * 600) / box.height);
    await expect.poll(() => inkAt(page, px, py)).toBeGreaterThan(0);
    expect(await inkAt(page, px, py + 40)).toBe(0);

    await undo(page).tap();
    await expect.poll(() => inkCount(page)).toBe(0);
    await expect(redo(page)).toBeEnabled();
  });
});
