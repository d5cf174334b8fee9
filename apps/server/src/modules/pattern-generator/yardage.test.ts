import type { Measurement, Pattern, PatternLayout } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';

/**
 * Decision 187: a generated pattern has one yardage, its cutting layout's length on the width it
 * was drafted for, wherever it is shown: the generator's answer, the patterns list, the PDF's
 * materials and its cutting-layout page, and a layout asked for on that width.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** pdf.js breaks lines anywhere: compared with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0\s]+/g, ' ');

describe('a generated pattern’s yardage', () => {
  it('is the same figure in the generator’s answer, the list, the PDF and the layout on its width', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, u.token);
    expect((await api.call('PATCH', '/user/preferences', { settings: { measurementUnit: 'cm' } })).status).toBe(200);
    const client = await api.createClient({ name: 'Amara Okafor' });
    const measurements = await recordInInches('bella');
    const record = (await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'blouse', measurements })).body.data
      .measurement as Measurement;
    const made = await api.call('POST', '/patterns/generate', {
      clientId: client.id,
      measurementId: record.id,
      garmentType: 'Blouse',
      design: 'bella',
      style: 'Modern',
      sizeRange: 'Custom',
      fabricType: 'Silk',
      fabricWidth: 1400,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const generated = (made.body.data as { pattern: Pattern }).pattern;

    // The layout on the pattern's own width, a fabric to buy: the figure everything else must say.
    const laid = await api.call('POST', `/patterns/${generated.id}/layouts`, { widthMm: 1400 });
    expect(laid.status, JSON.stringify(laid.body)).toBe(201);
    const layout = laid.body.data.layout as PatternLayout;
    expect(generated.generator?.fabricLength).toBe(layout.lengthMm);
    // As the cutting layout's screen says it: to the next centimetre (decision 149).
    const metres = (Math.ceil(layout.lengthMm / 10) / 100).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    const line = `Main fabric (Silk): ${metres} m of 140 cm wide fabric, estimated from laying out the pieces`;

    // The generator's answer and the patterns list.
    expect(generated.materials[0]).toBe(line);
    const listed = ((await api.call('GET', '/patterns')).body.data as { patterns: Pattern[] }).patterns.find((p) => p.id === generated.id);
    expect(listed?.materials[0]).toBe(line);
    expect(listed?.generator?.fabricLength).toBe(layout.lengthMm);

    // The PDF: the materials on its cover and its cutting-layout page.
    const pdf = await t.request({ method: 'GET', url: `${generated.generator!.pdfUrl}?paper=a4`, token: u.token });
    const pages = (await extractPdf(pdf.rawPayload)).pages.map(plain);
    expect(pages[0]).toContain(line);
    const layoutPage = pages.find((p) => p.includes('Cutting layout'));
    expect(layoutPage).toContain(`140 cm wide: ${metres} m (`);
    // No other length of this fabric anywhere in the PDF.
    const lengths = new Set(pages.flatMap((p) => [...p.matchAll(/(\d+\.\d+) m (?:of 140 cm|\()/g)].map((m) => m[1])));
    expect([...lengths]).toEqual([metres]);
  }, 120_000);
});
