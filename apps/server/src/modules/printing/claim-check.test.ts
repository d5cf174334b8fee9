import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainBrand } from '../../lib/pdf-document.js';
import { extractPdf, pdfFillColors } from '../../test/pdf.js';
import { decodeQr, pdfPagePng, pdfQrCodes } from '../../test/pdf-qr.js';
import { renderClaimCheck, type ClaimCheckInput, type ClaimCheckTicket } from './claim-check.js';
import type { PrintStudio } from './print-layout.js';

const studio = (language: 'en' | 'fr'): PrintStudio => ({
  brand: plainBrand('Atelier Béatrice Nguyễn'),
  address: '12 rue des Acacias\n75017 Paris',
  phone: '+33 1 42 00 00 00',
  language,
  currency: 'EUR',
  timeZone: 'Europe/Paris',
});

const ticket: ClaimCheckTicket = {
  code: 'A-0427',
  // 23:30 UTC is already the 28th in Paris: the drop-off day is the studio's.
  createdAt: '2026-11-27T23:30:00.000Z',
  pickupDate: '2026-12-04',
  client: { name: 'Marie-Éléonore de La Rochefoucauld-Montmorency', phone: '06 12 34 56 78' },
  garments: [
    { code: 'A-0427-1', description: 'Pantalon en laine, bleu marine', lines: [{ description: 'Ourlet', amountCents: 1500 }] },
    {
      code: 'A-0427-2',
      description: 'Robe de soirée à traîne',
      lines: [
        { description: 'Reprise de la taille', amountCents: 4550 },
        { description: 'Fermeture éclair', amountCents: 2000 },
      ],
    },
  ],
  totalCents: 8050,
  paidCents: 3000,
  balanceCents: 5050,
  notes: 'Boutons fournis par la cliente.',
};

const input = (over: Partial<ClaimCheckInput> = {}): ClaimCheckInput => ({ studio: studio('fr'), ticket, format: 'receipt', ...over });
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('claim check PDF', () => {
  it('on an 80 mm roll: one page 80 mm wide, the code in print and its QR decoding to the same code, in French', async () => {
    const pdf = await renderClaimCheck(input());
    const { pages, sizes } = await extractPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(sizes[0]?.[0]).toBeCloseTo(226.77, 1);
    // As tall as the slip: longer than a QR and the lines, far shorter than a page of A4.
    expect(sizes[0]?.[1]).toBeGreaterThan(400);
    expect(sizes[0]?.[1]).toBeLessThan(842);
    expect(await pdfQrCodes(pdf)).toEqual(['A-0427']);
    const text = flat(pages[0] ?? '');
    for (const words of [
      'Ticket de dépôt',
      'A-0427',
      'Retrait',
      'Reste à payer',
      'Atelier Béatrice Nguyễn',
      'Montmorency',
      'A-0427-2',
      'Robe de soirée à traîne',
    ])
      expect(text).toContain(words);
    expect(text).toContain('28 nov. 2026');
    expect(text).toContain('4 déc. 2026');
    expect(text).toMatch(/50,50\s?€/);
  });

  it('the QR reads from the page as printed, not only from the embedded image', async () => {
    const png = await pdfPagePng(await renderClaimCheck(input()), 1, 203);
    expect(await decodeQr(png)).toBe('A-0427');
  });

  it('without amounts (a staff member, who sees no prices) no money is printed', async () => {
    const unpriced: ClaimCheckTicket = {
      ...ticket,
      garments: ticket.garments.map((g) => ({ ...g, lines: g.lines.map((l) => ({ ...l, amountCents: null })) })),
      totalCents: null,
      paidCents: null,
      balanceCents: null,
    };
    const pdf = await renderClaimCheck(input({ ticket: unpriced, studio: studio('en') }));
    const text = flat((await extractPdf(pdf)).pages.join(' '));
    expect(text).toContain('Claim check');
    expect(text).toContain('Pick-up');
    expect(text).toContain('Ourlet');
    expect(text).not.toContain('€');
    expect(text).not.toContain('Balance due');
    expect(text).not.toContain('Total');
  });

  it('on A4: an A4 page, the same code and QR, in English', async () => {
    const pdf = await renderClaimCheck(input({ format: 'a4', studio: studio('en') }));
    const { pages, sizes } = await extractPdf(pdf);
    expect(sizes[0]).toEqual([595.28, 841.89]);
    expect(await pdfQrCodes(pdf)).toEqual(['A-0427']);
    const text = flat(pages.join(' '));
    for (const words of ['Claim check', 'Pick-up', 'Balance due', 'Dropped off', 'A-0427-1', 'Pantalon en laine'])
      expect(text).toContain(words);
    expect(text).toContain('Nov 28, 2026');
    expect(text).toContain('€50.50');
  });

  it('on A4 a ticket of many garments goes on over pages, every garment printed', async () => {
    const garments = Array.from({ length: 40 }, (_, i) => ({
      code: `A-0427-${i + 1}`,
      description: `Chemise ${i + 1}`,
      lines: [{ description: 'Raccourcir les manches', amountCents: 1200 }],
    }));
    const pdf = await renderClaimCheck(input({ format: 'a4', ticket: { ...ticket, garments } }));
    const { pages } = await extractPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const text = flat(pages.join(' '));
    expect(text).toContain('A-0427-40');
    expect(text).toContain('Présentez ce ticket');
  });

  it('the brand colour heads the A4 page and stays off the roll, which prints black; the logo is drawn on both', async () => {
    const logo = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#7a4b2a' } })
      .png()
      .toBuffer();
    const branded = { ...studio('en'), brand: { name: 'Maison Ada', logo, color: '#1f6f5c' } };
    const a4 = await renderClaimCheck(input({ studio: branded, format: 'a4' }));
    const roll = await renderClaimCheck(input({ studio: branded }));
    expect(await pdfFillColors(a4, 1)).toContain('#1f6f5c');
    expect(await pdfFillColors(roll, 1)).not.toContain('#1f6f5c');
    // The logo and the QR: two images, the QR still the code.
    expect(await pdfQrCodes(a4)).toEqual([null, 'A-0427']);
    expect(await pdfQrCodes(roll)).toEqual([null, 'A-0427']);
  });

  it('the same ticket is the same bytes', async () => {
    expect((await renderClaimCheck(input())).equals(await renderClaimCheck(input()))).toBe(true);
  });
});
