import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { TestApp } from './harness.js';

/** A tiny RFC 4180 reader for the tests: quoted cells, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

/** The file's text with its byte-order mark kept (TextDecoder drops it by default). */
export const withBom = (bytes: Uint8Array | undefined) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes ?? new Uint8Array());

/** The CSV as objects keyed by its header row, after checking the BOM. */
export function readCsv(bytes: Uint8Array | undefined): Record<string, string>[] {
  expect(bytes).toBeDefined();
  const text = withBom(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = parseCsv(text.slice(1));
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** The header row of a CSV of the export. */
export const csvHeader = (bytes: Uint8Array | undefined): string[] => parseCsv(withBom(bytes).slice(1))[0] ?? [];

/** GET /user/export as `token`: the answer and the ZIP's files by name (decision 026). */
export async function exportOf(t: TestApp, token: string) {
  const res = await t.request({ method: 'GET', url: '/api/v1/user/export', token });
  expect(res.statusCode, res.body).toBe(200);
  return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
}

/** The export's JSON file, parsed. */
export const exportJson = (files: Record<string, Uint8Array>) => JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()));
