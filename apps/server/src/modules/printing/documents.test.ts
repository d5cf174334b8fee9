import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_LIMITS } from '../../lib/studio-limits.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { extractPdf } from '../../test/pdf.js';
import { pdfQrCodes } from '../../test/pdf-qr.js';
import { printingDocuments, printStudioOf } from './documents.js';

/*
 * What the ticket and project routes will call (decision 153): the studio as its settings say,
 * the PDFs drawn in the worker pool, and the studio's bound for printing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const tagsInput = (code: string) => ({
  studioName: 'Maison Ada',
  tags: [{ code, clientName: 'Ada', description: 'Gown', services: [] }],
  format: 'receipt' as const,
  language: 'en' as const,
  updatedAt: '2026-11-26T10:00:00.000Z',
});

describe('printing documents', () => {
  it('the studio prints in its language and currency, its claim check drawn in the pool with the code in its QR', async () => {
    const s = await messagingStudio(t, { name: 'Maison Éloïse', settings: { language: 'fr', currency: 'EUR' } });
    const studio = await printStudioOf(t.ctx, s.workspaceId);
    expect(studio).toMatchObject({ language: 'fr', currency: 'EUR', timeZone: 'Europe/Berlin', brand: { name: 'Maison Éloïse' } });
    const ticket = {
      code: 'A-0001',
      createdAt: '2026-11-26T10:00:00.000Z',
      pickupDate: '2026-12-01',
      client: { name: 'Ada' },
      garments: [{ code: 'A-0001-1', description: 'Veste', lines: [{ description: 'Ourlet', amountCents: 1250 }] }],
      totalCents: 1250,
      paidCents: 0,
      balanceCents: 1250,
    };
    const { fileName, pdf } = await printingDocuments(t.ctx).claimCheck({ actor: s, input: { studio, ticket, format: 'receipt' } });
    expect(fileName).toBe('A-0001.pdf');
    expect(await pdfQrCodes(pdf)).toEqual(['A-0001']);
    const text = (await extractPdf(pdf)).pages.join(' ');
    expect(text).toContain('Maison Éloïse');
    expect(text).toMatch(/12,50\s?€/);
  });

  it('past the burst a studio’s printing is 429 with Retry-After; another studio still prints', async () => {
    const printing = printingDocuments(t.ctx);
    const first = await messagingStudio(t);
    for (let i = 0; i < STUDIO_LIMITS.printPdf.limits[0]!.max; i += 1)
      await printing.tags({ actor: first, input: tagsInput('A-0002-1'), name: 'A-0002' });
    const refused: unknown = await printing
      .tags({ actor: first, input: tagsInput('A-0002-1'), name: 'A-0002' })
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) as number });
    const other = await messagingStudio(t);
    const { fileName, pdf } = await printing.tags({ actor: other, input: tagsInput('A-0003-1'), name: 'A-0003' });
    expect(fileName).toBe('A-0003-tags.pdf');
    expect(await pdfQrCodes(pdf)).toEqual(['A-0003-1']);
  });
});
