import { expect, test } from '@playwright/test';
import { createUser, openSignedIn } from '../fixtures/api';
import { CHROMIUM_EXECUTABLE } from '../fixtures/env';
import { fakeCameraOf } from '../fixtures/fake-camera';
import { jacket } from '../fixtures/scan';

// The phone's camera: Chromium plays a tag as its camera. A new studio's first project is P-0001.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCameraOf('P-0001')}`,
    ],
  },
  permissions: ['camera'],
});

test('the camera reads the tag and one tap moves the garment on @mobile', async ({ page }) => {
  const user = await createUser({ plan: 'premium' });
  const project = await jacket(user);
  expect(project.code).toBe('P-0001');
  await openSignedIn(page, user, '/scan');
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  const garment = page.getByTestId('scanned-garment');
  await expect(garment.getByText('P-0001')).toBeVisible();
  await garment.getByRole('button', { name: 'Mark Cutting done' }).click();
  await expect(garment.locator('[aria-current="step"]')).toContainText('Sewing');
  // The camera is let go once it read a code.
  await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
});
