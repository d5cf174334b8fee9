import { expect, test, type Page } from '@playwright/test';
import { createUser, signInThroughForm } from '../fixtures/api';
import { englishLeft } from '../fixtures/english-left';

// Decisions 056 and 057: the pages a visitor arrives on are prerendered HTML, sent compressed and
// cached as fingerprinting allows; the app loads when the visitor first interacts.
const LANDING_HEADING = 'Run your studio, from first measurement to final fitting.';

/** The paths of the scripts the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

test.describe('first load', () => {
  test('the landing heading and the sign-in form are in the HTML, shown without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // Submitted before any script has run, the form must not put the password into the address.
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await context.close();
  });

  test('pages and assets arrive brotli-compressed; assets are cached for a year, pages revalidated', async ({ request }) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const landing = await request.get('/', { headers });
    expect(landing.headers()['content-encoding']).toBe('br');
    expect(landing.headers()['cache-control']).toBe('no-cache');
    expect(landing.headers().vary).toMatch(/accept-encoding/i);
    const html = await landing.text();
    expect(html).toContain(LANDING_HEADING);
    const boot = html.match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(boot).toBeDefined();
    const asset = await request.get(boot!, { headers });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers().vary).toMatch(/accept-encoding/i);
    const gzip = await request.get(boot!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test('the landing page loads only its boot script until the visitor interacts, then hydrates and works', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    // The first interaction is a click on a plan button: held until React is there, then replayed.
    await page.getByTestId('plan-cta-premium').click();
    await expect(page.getByText('Please signup to continue to Premium')).toBeVisible();
    await page.waitForURL('**/signup?plan=premium');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('the prerendered sign-in form signs in, with what was typed before the app had loaded', async ({ page }) => {
    const user = await createUser();
    const scripts = scriptsOf(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    // Nothing but the boot script before interaction: no router, no zod, no app.
    expect(scripts).toHaveLength(1);
    // The app arrives a second after the first keystroke, as on a slow phone: the typing and the
    // click land before React does.
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
  });

  test('a signed-in visitor still goes from /login to the dashboard and still sees the landing page', async ({ page }) => {
    const user = await createUser();
    await signInThroughForm(page, user);
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    // Signed in, the app starts at once (the account's language and theme apply as before).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

// Decision 208: the pages a visitor arrives on are drawn in each language the app speaks, and sent in
// the visitor's: the first paint is theirs, and the page hydrates as drawn.
const FRENCH_HEADING = 'Gérez votre atelier, de la première mesure au dernier essayage.';

test.describe('first load in the visitor’s language', () => {
  test.use({ locale: 'fr-FR' });

  test('a French browser gets the landing page, sign-in and sign-up drawn in French, without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: FRENCH_HEADING })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Atelier — la gestion d’atelier pour tailleurs et créateurs');
    // The language switch names the page's language before any script (the drawn select had been blank).
    await expect(page.getByRole('combobox', { name: 'Langue' }).first()).toHaveText('Français');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bon retour parmi nous' })).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre forfait' })).toBeVisible();
    await context.close();
  });

  test('the French page hydrates as drawn, with no English and no mismatch, and a click before the app works', async ({ page }) => {
    const problems: string[] = [];
    // React reports a render that did not match the HTML as a recoverable error (reportError).
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const scripts = scriptsOf(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: FRENCH_HEADING })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // In the visitor's language, the page waits for an interaction as the English one does.
    expect(scripts).toHaveLength(1);
    expect(await englishLeft(page, '/ in French, before the app')).toEqual([]);
    await page.getByTestId('plan-cta-premium').click();
    await page.waitForURL('**/signup?plan=premium');
    await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
    expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test('the language chosen on the page is the one the server sends next time', async ({ page, request }) => {
    const german = await request.get('/login', { headers: { 'accept-language': 'fr-FR', cookie: 'atelier-language=de' } });
    expect(german.headers()['content-language']).toBe('de');
    expect(await german.text()).toContain('Willkommen zurück');
    await page.goto('/login');
    await page.getByLabel('Langue', { exact: true }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
    const scripts = scriptsOf(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
  });
});
