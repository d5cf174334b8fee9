import { describe, expect, it } from 'vitest';
import { extractPdf } from '../../test/pdf.js';
import { decodeQr, pdfPagePng, pdfQrCodes } from '../../test/pdf-qr.js';
import { LABEL, renderTags, type PrintTag, type TagsInput } from './tags.js';

const longName = 'Marie-Éléonore de La Rochefoucauld-Montmorency-Saint-Exupéry';
const tag = (n: number): PrintTag => ({
  code: `A-0427-${n}`,
  clientName: n % 2 ? longName : 'Zoë Ngô',
  description: n % 3 ? 'Robe de soirée à traîne en soie sauvage brodée à la main, doublure à reprendre' : 'Jupe',
  pickupDate: '2026-12-04',
  ticketCode: 'A-0427',
  services: n % 2 ? ['Ourlet', 'Reprise de la taille', 'Fermeture éclair invisible', 'Boutons recousus'] : ['Ourlet'],
});
const input = (over: Partial<TagsInput>): TagsInput => ({
  studioName: 'Atelier Béatrice',
  tags: [tag(1), tag(2), tag(3)],
  format: 'receipt',
  language: 'fr',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('garment tags PDF', () => {
  it('on an 80 mm roll: one tag a page, 80 mm wide, each QR decoding to the code printed on it', async () => {
    const pdf = await renderTags(input({}));
    const { pages, sizes } = await extractPdf(pdf);
    expect(pages).toHaveLength(3);
    for (const [width, height] of sizes) {
      expect(width).toBeCloseTo(226.77, 1);
      expect(height).toBeLessThan(300);
    }
    expect(await pdfQrCodes(pdf)).toEqual(['A-0427-1', 'A-0427-2', 'A-0427-3']);
    pages.forEach((page, i) => expect(flat(page)).toContain(`A-0427-${i + 1}`));
    const first = flat(pages[0] ?? '');
    // On the roll a long name and every service are printed whole.
    expect(first).toContain('Rochefoucauld');
    expect(first).toContain('Fermeture éclair invisible');
    expect(first).toContain('Retrait');
    expect(first).toContain('4 déc. 2026');
  });

  it('on A4: sheets of 3 × 8 labels of 70 × 37 mm, each label’s QR where the label is, read from the printed page', async () => {
    const tags = Array.from({ length: 26 }, (_, i) => tag(i + 1));
    const pdf = await renderTags(input({ tags, format: 'a4', language: 'en' }));
    const { pages, sizes } = await extractPdf(pdf);
    expect(sizes).toEqual([
      [595.28, 841.89],
      [595.28, 841.89],
    ]);
    expect(await pdfQrCodes(pdf)).toEqual(tags.map((t) => t.code));
    expect(flat(pages[0] ?? '')).toContain('Pick-up');
    expect(flat(pages[1] ?? '')).toContain('A-0427-26');
    // Each label cut out of the page rasterised at 100 dpi (over 3 pixels a module) holds its own tag’s QR.
    const dpi = 100;
    const px = (pt: number) => Math.floor((pt / 72) * dpi);
    const page = await pdfPagePng(pdf, 1, dpi);
    for (const slot of [0, 4, 23]) {
      const region = {
        left: px((slot % LABEL.columns) * LABEL.width),
        top: px(LABEL.top + Math.floor(slot / LABEL.columns) * LABEL.height),
        width: px(LABEL.width),
        height: px(LABEL.height),
      };
      expect(await decodeQr(page, region)).toBe(`A-0427-${slot + 1}`);
    }
  });

  it('a label keeps a long name and description inside it, cut with an ellipsis', async () => {
    const pdf = await renderTags(input({ tags: [tag(1)], format: 'a4' }));
    const text = flat((await extractPdf(pdf)).pages[0] ?? '');
    expect(text).toContain('A-0427-1');
    expect(text).toContain('…');
    expect(text).not.toContain('Saint-Exupéry');
  });

  it('a project’s tag: its code, its client and its due date, no ticket', async () => {
    const pdf = await renderTags(
      input({
        tags: [{ code: 'P-0031', clientName: 'Ada Obi', description: 'Wedding gown', pickupDate: '2027-03-20', services: [] }],
        language: 'en',
      }),
    );
    expect(await pdfQrCodes(pdf)).toEqual(['P-0031']);
    const text = flat((await extractPdf(pdf)).pages[0] ?? '');
    expect(text).toContain('Wedding gown');
    expect(text).toContain('Mar 20, 2027');
    expect(text).not.toContain('Ticket');
  });

  it('no tags is a 422 on the field, not an empty PDF', async () => {
    await expect(renderTags(input({ tags: [] }))).rejects.toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'tags' }] });
  });
});
