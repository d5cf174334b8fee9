import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Client, GeneratorCheck, Measurement, Pattern, Project } from '@atelier/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, openSignedIn, type TestUser } from '../fixtures/api';
import { sideways } from '../fixtures/phone-width';
import { drawnImage } from '../fixtures/images';

// Fittings that teach the pattern (decisions 086 and 087), on a phone: a fitting recorded on the
// project with two corrections and a photo, then the client's Bella re-drafted with it: version 2
// says what was fitted, overlays version 1, and its PDF ends with the comparison page.

/** A size-34 body (FreeSewing's cisFemaleAdult34), in cm, for what a bodice asks beyond the dress record. */
const BODY_CM: Record<string, number> = {
  highBust: 86.5,
  chest: 92.5,
  underbust: 78,
  waistBack: 38,
  bustSpan: 16,
  neck: 34,
  hpsToBust: 27.5,
  hpsToWaistFront: 40,
  hpsToWaistBack: 39.5,
  shoulderToShoulder: 41.5,
  biceps: 27,
  shoulderToWrist: 59,
  waistToArmpit: 17,
  wrist: 16.5,
  hips: 90,
  waistToHips: 12.5,
};
const SHOULDER_SLOPE_DEG = 13;

/** Amara, her dress measurements in cm, her wedding dress and a Bella bodice drafted for it, through the API. */
async function seedBride(user: TestUser): Promise<{ project: Project; pattern: Pattern }> {
  const api = apiAs(user);
  await api.patch('/user/preferences', { settings: { measurementUnit: 'cm' } });
  const { client } = await api.post<{ client: Client }>('/clients', { name: 'Amara Okafor' });
  const { measurement } = await api.post<{ measurement: Measurement }>('/measurements', {
    clientId: client.id,
    garmentType: 'dress',
    measurements: [
      { name: 'Bust', size: 92.5, unit: 'cm' },
      { name: 'Waist', size: 75, unit: 'cm' },
      { name: 'Hips', size: 90, unit: 'cm' },
    ],
    notes: '',
  });
  const { project } = await api.post<{ project: Project }>('/projects', {
    clientId: client.id,
    name: 'Amara wedding gown',
    type: 'Wedding Dress',
    status: 'in-progress',
    priority: 'high',
    progress: 30,
  });
  const draft = { clientId: client.id, measurementId: measurement.id, garmentType: 'Blouse', design: 'bella' };
  const check = await api.post<GeneratorCheck>('/patterns/generate/check', draft);
  const extraMeasurements = check.missing.map((m) => ({
    name: m.label,
    size: m.kind === 'angle' ? SHOULDER_SLOPE_DEG : (BODY_CM[m.name] ?? 30),
    unit: 'cm',
  }));
  const { pattern } = await api.post<{ pattern: Pattern }>('/patterns/generate', {
    ...draft,
    name: 'Amara bodice',
    style: 'Formal',
    sizeRange: 'Custom',
    fabricType: 'Silk',
    extraMeasurements,
  });
  return { project, pattern };
}

/** A real PNG drawn by the browser's canvas. */
const png = (page: Page) => drawnImage(page, { colour: '#be185d', type: 'png', width: 320, height: 240 });

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** The text of each page of a PDF, read back with pdf.js as a reader shows it. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

test.describe('fittings that teach the pattern', () => {
  test(
    'a fitting with two corrections and a photo re-drafts the bodice: version 2 says what was ' +
      'fitted, overlays version 1 and prints the comparison @mobile',
    async ({ page }) => {
      test.setTimeout(240_000);
      const user = await createAuditUser({ plan: 'premium' });
      const { pattern } = await seedBride(user);
      await openSignedIn(page, user);

      // Record the fitting on the project, as the tailor would at the fitting.
      await page.goto('/projects');
      await page.getByRole('button', { name: 'View details of Amara wedding gown' }).click();
      const details = page.getByRole('dialog', { name: 'Project Details' });
      const fittings = details.getByTestId('project-fittings');
      await fittings.getByRole('button', { name: 'Record fitting' }).click();
      const form = page.getByRole('dialog', { name: 'Record fitting' });
      await form.getByLabel('Shoes').fill('satin courts');
      await form.getByLabel('Heel height (cm)').fill('9');
      await form.getByRole('button', { name: 'Add correction' }).click();
      const first = form.getByRole('group', { name: 'Correction 1' });
      await first.getByLabel('Name', { exact: true }).fill('Waist');
      await first.getByLabel('Change').fill('2');
      await first.getByLabel('Why').fill('tight when seated');
      await form.getByRole('button', { name: 'Add correction' }).click();
      const second = form.getByRole('group', { name: 'Correction 2' });
      await choose(second, 'Corrects', 'Design option');
      await choose(second, 'Design', 'Bella');
      await second.getByLabel('Name', { exact: true }).fill('waistEase');
      await second.getByLabel('Change').fill('2');
      await choose(second, 'Unit', '%');
      const found = await auditViews(page, 'the fitting dialog', { include: '[role="dialog"]' });
      await form.getByRole('button', { name: 'Save fitting' }).click();
      await expect(form).toHaveCount(0);
      const fitting = fittings.getByTestId('fitting');
      await expect(fitting).toContainText('tight when seated');

      // A photo of the fitting, in its own photos panel.
      await fitting.locator('summary', { hasText: 'Photos of the fitting of' }).click();
      const photos = fitting.getByTestId('record-photos');
      await photos.getByLabel('Add photos').setInputFiles({ name: 'fitting.png', mimeType: 'image/png', buffer: await png(page) });
      await expect(photos.getByRole('img')).toHaveCount(1);
      await expect.poll(() => photos.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(details).toHaveCount(0);

      // Re-draft the bodice with that fitting.
      await page.goto('/ai-patterns');
      const v1 = page.getByRole('article', { name: 'Amara bodice' }).filter({ has: page.getByText('Version 1', { exact: true }) });
      await expect(v1).toBeVisible();
      await v1.getByRole('button', { name: 'Re-draft with this fitting: Amara bodice' }).click();
      const redraft = page.getByRole('dialog', { name: 'Re-draft with a fitting' });
      await expect(redraft.getByRole('combobox', { name: 'Fitting' })).toContainText('Amara wedding gown');
      await redraft.getByRole('button', { name: 'Re-draft', exact: true }).click();
      await expect(page.getByText('Pattern re-drafted: a new version')).toBeVisible();
      await expect(redraft).toHaveCount(0);

      const v2 = page.getByRole('article', { name: 'Amara bodice' }).filter({ has: page.getByText('Version 2', { exact: true }) });
      await expect(v2.getByRole('heading', { name: 'Amara bodice' })).toBeFocused();
      await expect(v2.getByTestId('fit-line')).toContainText('Fitted to Amara Okafor: Waist +2 cm (fitting ');
      await expect(v2.getByTestId('fit-line')).toContainText('satin courts 9 cm');
      await expect(v2.getByTestId('fit-line')).toContainText('waistEase +2 %');
      await v2.getByText('Fit details').click();
      await expect(v2.getByTestId('fit-details')).toContainText('Waist: 75 cm → 77 cm');
      await expect(v2.getByTestId('fit-details')).toContainText('waistEase: 5 % → 7 %');

      // The overlay of version 1 under version 2, opened from the keyboard.
      await v2.getByRole('button', { name: 'Compare with version 1' }).focus();
      await page.keyboard.press('Enter');
      const versions = page.getByRole('dialog', { name: 'Versions of Amara bodice' });
      await expect(versions.getByTestId('pattern-versions').getByRole('listitem')).toHaveCount(2);
      const overlay = versions.getByRole('img', { name: /version 2, solid, over those of version 1, dashed/ });
      await expect(overlay).toBeVisible();
      await expect.poll(() => overlay.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(versions.getByText('Dashed rust line: version 1')).toBeVisible();
      await expect(versions.getByText('Solid: this version')).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      found.push(...(await auditViews(page, 'the versions and overlay', { include: '[role="dialog"]' })));
      await page.keyboard.press('Escape');
      await expect(versions).toHaveCount(0);
      await expect(v2.getByRole('button', { name: 'Compare with version 1' })).toBeFocused();

      // The re-draft's PDF ends with the page comparing it with version 1.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        v2.getByRole('button', { name: 'Download PDF of Amara bodice' }).click(),
      ]);
      const pages = await pdfPages(await readFile((await download.path())!));
      expect(pages.length).toBeGreaterThan(2);
      expect(pages.at(-1)).toContain('Version 2 compared with version 1');
      expect(pages.slice(0, -1).join(' ')).not.toContain('compared with version');

      // Version 1 is untouched: no fit line, and the studio's first pattern is still there.
      await expect(v1.getByTestId('fit-line')).toHaveCount(0);
      expect(pattern.generator?.version).toBe(1);
      expect(found).toEqual([]);
    },
  );
  test('a correction the design cannot take is named in the re-draft dialog and retired there, and the re-draft goes through', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { project } = await seedBride(user);
    // Bella drafts its waist ease from 1 to 20 %: 5 % + 25 % is past it (decision 087).
    await apiAs(user).post(`/projects/${project.id}/fittings`, {
      fittedOn: '2026-03-12T10:00:00',
      corrections: [{ target: 'option', name: 'waistEase', design: 'bella', change: 25, unit: '%', reason: 'far too tight' }],
    });
    await openSignedIn(page, user, '/ai-patterns');
    const v1 = page.getByRole('article', { name: 'Amara bodice' });
    await v1.getByRole('button', { name: 'Re-draft with this fitting: Amara bodice' }).click();
    const redraft = page.getByRole('dialog', { name: 'Re-draft with a fitting' });
    await redraft.getByRole('button', { name: 'Re-draft', exact: true }).click();
    const refused = redraft.getByTestId('fit-refused');
    await expect(refused).toContainText('waistEase +25 % (fitting of 2026-03-12)');
    await expect(refused).toContainText('Bodice with sleeves (Bella) drafts it from 1 to 20 %');
    const found = await auditViews(page, 'the refused re-draft', { include: '[role="dialog"]' });
    await refused.getByRole('button', { name: /^Retire the correction: waistEase \+25 %/ }).click();
    await expect(page.getByText('Correction retired')).toBeVisible();
    await expect(refused).toHaveCount(0);
    await redraft.getByRole('button', { name: 'Re-draft', exact: true }).click();
    await expect(page.getByText('Pattern re-drafted: a new version')).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Amara bodice' }).filter({ has: page.getByText('Version 2', { exact: true }) }),
    ).toBeVisible();
    expect(found).toEqual([]);
  });
});
