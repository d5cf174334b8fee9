import { describe, expect, it } from 'vitest';
import { extractPdf, pdfTextItems } from '../test/pdf.js';
import { pdfDocument } from './pdf-document.js';
import { drawTable, type PdfTable } from './pdf-table.js';

const MARGIN = 50;

/** A table alone on A4 pages, drawn by the one helper every document's table goes through (decision 197). */
async function tableAlone(table: PdfTable): Promise<Buffer> {
  const info = { Title: 'Table', Author: 'Test', Subject: 'Table', CreationDate: new Date('2026-11-28T00:00:00Z') };
  const { doc, finish } = pdfDocument({ size: 'A4', margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN }, info });
  const page = { doc, left: MARGIN, width: doc.page.width - 2 * MARGIN, bottom: () => doc.page.height - MARGIN, brandColor: '#1F4E79' };
  drawTable(page, table, MARGIN);
  return finish();
}

const columns = [
  { label: 'Description' },
  { label: 'Qty', width: 50, align: 'right' as const, figure: true as const },
  { label: 'Amount', width: 100, align: 'right' as const, figure: true as const },
];

describe('the documents’ one table (decision 197)', () => {
  it('repeats its header on each page its rows run onto, every row once, the totals once at the end', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => [`Hem no. ${i + 1}`, '1', `$${i + 1}.00`]);
    const pdf = await tableAlone({ columns, rows, totals: [{ label: 'Balance due', value: '$4,095.00', strong: true }] });
    const { pages } = await extractPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const text of pages) expect(text).toMatch(/Description\s+Qty\s+Amount/);
    const all = pages.join('\n');
    for (let i = 1; i <= 90; i += 1) expect(all.match(new RegExp(`Hem no\\. ${i} `, 'g'))).toHaveLength(1);
    expect(all.match(/Balance due/g)).toHaveLength(1);
    expect(pages.at(-1)).toMatch(/Balance due\s+\$4,095\.00/);
  });

  it('wraps a long cell inside its column, the next row below it, nothing past the right margin', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i + 1}`).join(' ');
    const pdf = await tableAlone({
      columns,
      rows: [
        [long, '2', '$10.00'],
        ['After', '1', '$5.00'],
      ],
    });
    const items = await pdfTextItems(pdf, 1);
    const [[pageWidth = 0] = []] = (await extractPdf(pdf)).sizes;
    for (const item of items) expect(item.x + item.width).toBeLessThanOrEqual(pageWidth - MARGIN + 0.5);
    const lines = items.filter((item) => item.text.includes('word'));
    expect(lines.map((line) => line.text).join(' ')).toBe(long);
    const tops = [...new Set(lines.map((line) => Math.round(line.top)))];
    expect(tops.length).toBeGreaterThan(1);
    // The long cell stays left of the figures: it wraps within its own column.
    const qty = items.find((item) => item.text === '2');
    for (const line of lines) expect(line.x + line.width).toBeLessThan(qty?.x ?? 0);
    const after = items.find((item) => item.text === 'After');
    expect(after?.top ?? 0).toBeGreaterThan(Math.max(...tops));
  });
});
