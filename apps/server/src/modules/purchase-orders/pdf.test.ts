import type { PurchaseOrder } from '@atelier/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleStudio } from '../../test/invoice-samples.js';
import { extractPdf, pdfFillColors, pdfHasImage } from '../../test/pdf.js';
import { renderPurchaseOrderPdf } from './pdf.js';

const line = (i: number): PurchaseOrder['lines'][number] => ({
  _id: `line-${i}`,
  id: `line-${i}`,
  materialId: null,
  materialName: `Wax print no. ${i + 1}`,
  specialOrderId: null,
  measure: 'length',
  quantity: 6_000,
  received: 0,
  unitPrice: 12.5,
  amount: 75,
});

const order = (overrides: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  _id: 'po',
  id: 'po',
  number: 'PO-0042',
  status: 'sent',
  supplier: { id: 's', name: 'Vlisco Lagos' },
  currency: 'NGN',
  lines: [line(0)],
  total: 75,
  notes: '',
  sentAt: '2026-11-20T09:00:00.000Z',
  receivedAt: null,
  createdAt: '2026-11-19T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const supplier = { name: 'Vlisco Lagos', contact: 'Chiamaka Obi', email: 'orders@vlisco.example', phone: '+234 1 555 0199' };

describe('the purchase order PDF (decision 145)', () => {
  it('runs a hundred lines over as many pages as they need, each page numbered, the total once at the end', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => line(i));
    const pdf = await renderPurchaseOrderPdf({ order: order({ lines, total: 7_500 }), studio: sampleStudio(), supplier, language: 'en' });
    const { pages, info } = await extractPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`PO-0042 · Page ${i + 1} of ${pages.length}`));
    const all = pages.join('\n');
    for (let i = 1; i <= 100; i += 1) expect(all).toContain(`Wax print no. ${i} `);
    expect(all.match(/Total/g)).toHaveLength(1);
    expect(pages.at(-1)).toMatch(/Total\s+₦7,500\.00/);
    expect(all).toContain('Chiamaka Obi');
    expect(info).toMatchObject({ Title: 'PO-0042', Author: 'Adaeze Couture' });
  });

  it('shows what arrived of each line and the status of an order no longer just sent', async () => {
    const partly = order({ status: 'partly-received', lines: [{ ...line(0), received: 2_500 }] });
    const text = (await extractPdf(await renderPurchaseOrderPdf({ order: partly, studio: sampleStudio(), supplier, language: 'en' })))
      .pages[0];
    expect(text).toContain('Partly received');
    expect(text).toContain('Received: 2.5 m');
  });

  it("draws an Enterprise studio's logo and colour, and a studio without branding its name alone", async () => {
    const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 120, g: 60, b: 30, alpha: 1 } } })
      .png()
      .toBuffer();
    const brand = { name: 'Adaeze Couture', logo, color: '#1E3A8A' };
    const branded = await renderPurchaseOrderPdf({ order: order(), studio: sampleStudio({ brand }), supplier, language: 'en' });
    expect(pdfHasImage(branded)).toBe(true);
    expect(await pdfFillColors(branded, 1)).toContain('#1e3a8a');
    const plain = await renderPurchaseOrderPdf({ order: order(), studio: sampleStudio(), supplier, language: 'en' });
    expect(pdfHasImage(plain)).toBe(false);
    expect(await pdfFillColors(plain, 1)).not.toContain('#1e3a8a');
  });
});
