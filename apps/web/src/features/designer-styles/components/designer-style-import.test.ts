import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/csv';
import { autoMapStyles, checkStyles, hasNeededColumns, problemsOf } from './designer-style-import';

// Decision 213: a designer's line from a CSV, read with the form's readers, every row checked before sending.

const french = { language: 'fr', currency: 'EUR' };

const FRENCH_LINE = [
  'N° de modèle;Nom;Tissu;Coloris;Tailles;Prix de gros;Prix public;Remarques',
  'PR-1;Élise;Crêpe;Ivoire | Nude;36, 38,5;1 290,00;2 890;',
  '',
  'PR-2;Margaux;;Ivoire;36|38;1 290,50;12O0;échantillon en 40',
  ';Sans numéro;;;;;;',
  'pr-1;Élise bis;;;;;;',
].join('\n');

describe('importing a designer’s line: columns', () => {
  it('maps a price list’s English and French column names', () => {
    expect(autoMapStyles(['Style #', 'Description', 'Matière', 'Colors', 'Size', 'Wholesale', 'MSRP', 'Notes', 'Season'])).toEqual([
      'styleNumber',
      'name',
      'fabric',
      'colours',
      'sizes',
      'cost',
      'retail',
      'note',
      '',
    ]);
    expect(autoMapStyles(['Référence', 'Nom', "Prix d'achat", 'Prix de vente', 'Couleurs', 'Tailles'])).toEqual([
      'styleNumber',
      'name',
      'cost',
      'retail',
      'colours',
      'sizes',
    ]);
    expect(hasNeededColumns(autoMapStyles(['Nom', 'Tissu']))).toBe(false);
  });
});

describe('importing a designer’s line: rows', () => {
  it('reads French prices exactly and lists split by commas or bars; refuses a typo, an empty number and a repeat on their lines', async () => {
    const csv = await parseCsv(FRENCH_LINE);
    const mapping = autoMapStyles(csv.headers);
    const checked = checkStyles(csv.rows, mapping, 'designer-1', french);
    expect(checked.lines).toEqual([2, 4, 5, 6]);
    expect(checked.body.rows[0]).toEqual({
      styleNumber: 'PR-1',
      name: 'Élise',
      fabric: 'Crêpe',
      colours: ['Ivoire', 'Nude'],
      sizes: ['36', '38,5'],
      cost: 1290,
      retail: 2890,
      note: null,
    });
    expect(checked.body.rows[1]).toMatchObject({ sizes: ['36', '38'], cost: 1290.5, retail: null });
    const { problems, other } = problemsOf(checked.errors, checked.lines);
    expect(other).toEqual({});
    expect(problems.map((p) => [p.line, p.field])).toEqual([
      [4, 'retail'],
      [5, 'styleNumber'],
      [6, 'styleNumber'],
    ]);
    expect(problems[0]?.message).toMatch(/1\s290,5/);
  });

  it('sends a clean line as it is, and puts the server’s refusals on the same lines', async () => {
    const csv = await parseCsv('style,name,retail\nA1,One,"1,290.50"\n\nA2,Two,\n');
    const checked = checkStyles(csv.rows, autoMapStyles(csv.headers), 'designer-1', { language: 'en', currency: 'USD' });
    expect(checked.errors).toEqual({});
    expect(checked.body.rows.map((r) => r.retail)).toEqual([1290.5, null]);
    const server = { 'rows.1.styleNumber': 'This designer already has a style numbered A2', designerId: 'Designer not found' };
    expect(problemsOf(server, checked.lines)).toEqual({
      problems: [{ line: 4, field: 'styleNumber', message: 'This designer already has a style numbered A2' }],
      other: { designerId: 'Designer not found' },
    });
  });
});
