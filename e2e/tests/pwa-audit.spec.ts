import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, openSignedIn } from '../fixtures/api';

// Decision 091: Atelier installs as an app. What Lighthouse's installability audit checked (its
// PWA category is gone from Lighthouse 12): a valid web manifest with the icons it promises, a
// service worker that controls every page, and pages that open offline.
test.use({ serviceWorkers: 'allow' });

const LANDING_HEADING = 'Run your studio, from first measurement to final fitting.';

type Icon = { src: string; sizes: string; type?: string; purpose?: string };
type WebManifest = {
  id?: string;
  name?: string;
  short_name?: string;
  description?: string;
  lang?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: Icon[];
};

/** The pixel size in a PNG's header (the IHDR chunk, right after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'a PNG signature').toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function checkIcon(request: APIRequestContext, icon: Icon) {
  const res = await request.get(icon.src);
  expect(res.status(), icon.src).toBe(200);
  expect(res.headers()['content-type'], icon.src).toBe('image/png');
  const { width, height } = pngSize(await res.body());
  expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
}

/** The document the browser shows is the app's, not Chromium's offline error page, and React rendered into it. */
async function expectAppRendered(page: Page) {
  expect(page.url()).not.toMatch(/^chrome-error:/);
  await expect(page.locator('#root > *').first()).toBeVisible();
}

test.describe('installable app', () => {
  test('the web manifest is linked and complete, its icons are the PNGs it says', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as WebManifest;

    expect(manifest).toMatchObject({ name: 'Atelier', short_name: 'Atelier', display: 'standalone', scope: '/', lang: 'en' });
    expect(manifest.id).toBeTruthy();
    expect(manifest.description).toBeTruthy();
    const origin = new URL(page.url()).origin;
    const scope = new URL(manifest.scope!, origin).href;
    expect(new URL(manifest.start_url!, origin).href.startsWith(scope), 'start_url within scope').toBe(true);
    expect(manifest.theme_color).toBe('#f7f6f3');
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const icons = manifest.icons ?? [];
    const png = (size: string, purpose = 'any') =>
      icons.find((i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any').split(' ').includes(purpose));
    expect(png('192x192'), 'a 192 px icon').toBeDefined();
    expect(png('512x512'), 'a 512 px icon').toBeDefined();
    expect(png('512x512', 'maskable'), 'a maskable 512 px icon').toBeDefined();
    for (const icon of icons) await checkIcon(request, icon);
  });

  test('the service worker controls the app and its pages open offline', async ({ page, context }) => {
    test.setTimeout(120_000);
    const user = await createUser();
    await openSignedIn(page, user);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${new URL(page.url()).origin}/`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    await context.setOffline(true);
    // The landing page as prerendered, from the precache.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    // /login is prerendered too; signed in, its inline script sends the visitor on to the dashboard.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await expectAppRendered(page);
    // A deep link gets the shell, which boots the routed app: the clients page, not the landing page.
    const clients = await page.goto('/clients');
    expect(clients?.fromServiceWorker()).toBe(true);
    await expectAppRendered(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.getByRole('heading', { name: LANDING_HEADING })).toHaveCount(0);
    await context.setOffline(false);
  });
});
