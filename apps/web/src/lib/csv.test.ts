import { describe, expect, it } from 'vitest';
import { autoMap, normalizeHeader, parseCsv, remap, unescapeCell } from './csv';

describe('csv: headers', () => {
  it('normalizes headers', () => {
    expect(normalizeHeader('  Numéro de téléphone ')).toBe('numero de telephone');
    expect(normalizeHeader('N° de modèle')).toBe('n de modele');
  });

  it('maps headers by their aliases, written any way, each field once', () => {
    const aliases = { number: ['Style #', 'N° de modèle'], name: ['name', 'nom'] };
    expect(autoMap(['STYLE', 'n° DE MODELE', 'Nom', 'Other'], ['number', 'name'], aliases)).toEqual(['number', '', 'name', '']);
  });

  it('frees a field chosen for another column', () => {
    expect(remap(['a', 'b', ''], 2, 'a')).toEqual(['', 'b', 'a']);
    expect(remap(['a', 'b'], 0, '')).toEqual(['', 'b']);
  });

  it('undoes our export’s formula apostrophe only', () => {
    expect(unescapeCell("'=1+1")).toBe('=1+1');
    expect(unescapeCell("'quoted'")).toBe("'quoted'");
  });
});

describe('csv: parsing', () => {
  it('reads quoted cells, line breaks, a BOM and semicolon files', async () => {
    expect(await parseCsv('\uFEFFname,notes\r\n"Ada, Countess","two\nlines ""quoted"""\r\n\r\n')).toEqual({
      headers: ['name', 'notes'],
      rows: [['Ada, Countess', 'two\nlines "quoted"']],
    });
    expect(await parseCsv('nom;courriel\nÉmilie;emilie@example.com\n')).toEqual({
      headers: ['nom', 'courriel'],
      rows: [['Émilie', 'emilie@example.com']],
    });
  });

  it('keeps a blank row between rows, so each row keeps the line the spreadsheet shows', async () => {
    expect((await parseCsv('name\nAda\n\nBob\n\n')).rows).toEqual([['Ada'], [''], ['Bob']]);
  });
});
