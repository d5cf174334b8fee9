import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createHeavyWork } from '../../lib/heavy-work.js';
import { sampleInvoice, sampleStudio } from '../../test/invoice-samples.js';
import { pdfHasImage } from '../../test/pdf.js';
import { renderTags } from '../printing/tags.js';
import { renderInvoicePdf, type InvoicePdfInput } from './pdf.js';

/** The worker pool makes the very bytes the request's thread made before (decision 097), the logo included. */
const heavy = createHeavyWork({ threads: 1 });
afterAll(async () => heavy.close());

describe('invoice PDFs in the worker pool', () => {
  it('are byte for byte the PDF drawn in process, with the Enterprise logo that crossed the thread', async () => {
    const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 120, g: 60, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const input: InvoicePdfInput = {
      invoice: sampleInvoice(),
      studio: sampleStudio({ brand: { name: 'Adaeze Couture', logo, color: '#1E3A8A' } }),
      client: { name: 'Grace Hopper', email: 'grace@example.com', phone: '', address: '' },
    };
    // Other documents drawn before in this process must not change this one's bytes (decision 030):
    // fontkit kept each glyph as first laid out, and a tag drawn first changed the invoice's font.
    await renderTags({
      studioName: 'Adaeze Couture',
      tags: [
        { code: 'A-0427-2', clientName: 'Zoë Ådébáyọ̀', description: 'Robe – ourlet', ticketCode: 'A-0427', services: ['Ourlet', 'Zip'] },
      ],
      format: 'receipt',
      language: 'fr',
      updatedAt: '2026-11-26T08:00:00.000Z',
    });
    const pooled = await heavy.run<Buffer>('studio-1', 'invoicePdf', input);
    expect(Buffer.isBuffer(pooled)).toBe(true);
    expect(pdfHasImage(pooled)).toBe(true);
    expect(pooled.equals(await renderInvoicePdf(input))).toBe(true);
  });

  it('answers the AppError the task threw, not a server fault', async () => {
    // A draft with no measurements: the drafting refuses it in the worker, by name.
    const job = {
      kind: 'svg',
      draft: { design: 'penelope', measurements: {}, options: {}, seamAllowance: 10 },
      title: 'Skirt',
      watermarked: false,
    };
    const refused = await heavy.run('studio-1', 'patternFile', job).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'MEASUREMENTS_MISSING', statusCode: 422 });
    expect((refused as AppError).errors?.length).toBeGreaterThan(0);
  });

  it('answers a job the pool dropped as the process stopped 503, to try again, not a server fault', async () => {
    const stopping = createHeavyWork({ threads: 1 });
    const input: InvoicePdfInput = {
      invoice: sampleInvoice(),
      studio: sampleStudio(),
      client: { name: 'Grace Hopper', email: '', phone: '', address: '' },
    };
    // Not yet on a thread when the stop comes (threads start on the first job).
    const waiting = stopping.run<Buffer>('studio-1', 'invoicePdf', input).catch((e: unknown) => e);
    await stopping.close();
    expect(await waiting).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503, retryAfter: 5 });
  });
});
