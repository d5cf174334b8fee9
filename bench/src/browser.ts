import { chromium } from 'playwright-core';

/** How a rendered client card is found on /clients (kept in step with the clients page). */
export const CLIENT_CARD_SELECTOR = '[data-testid="client-card"]';

/**
 * Time from navigation start until /clients shows its cards, in Chromium, signed in through the
 * persisted auth store as a returning user would be. Median of 5 cold loads (new context each).
 */
export async function measureClientsPage(baseUrl: string, token: string, user: unknown, runs = 5): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(
        ([t, u]) => {
          localStorage.setItem(
            'auth-storage',
            JSON.stringify({ state: { token: t, user: u, emailForVerification: null, emailForPasswordReset: null }, version: 0 }),
          );
        },
        [token, user] as const,
      );
      const page = await context.newPage();
      await page.goto(`${baseUrl}/clients`, { waitUntil: 'commit' });
      await page.waitForSelector(CLIENT_CARD_SELECTOR, { timeout: 60_000 }).catch(async (err: unknown) => {
        // Say where the page was instead of a bare timeout: a sign-in page, an error, or still loading.
        const heading = await page
          .locator('h1, [role="alert"]')
          .allInnerTexts()
          .catch(() => []);
        throw new Error(`no client card at ${page.url()} (showing: ${heading.join(' | ') || 'nothing'}): ${String(err).split('\n')[0]}`);
      });
      times.push(await page.evaluate(() => Math.round(performance.now())));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}
