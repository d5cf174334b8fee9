import { describe, expect, it } from 'vitest';
import { autoMap, checkRows, normalizeHeader, parseCsv, rowBody, unescapeCell } from './client-import';

describe('client import: mapping', () => {
  it('maps headers by name in English and French, each field once', () => {
    expect(autoMap(['Full Name', 'E-mail', 'Téléphone', 'Adresse', 'Remarques', 'Statut', 'Birthday', 'Email'])).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'notes',
      'status',
      '',
      '',
    ]);
  });

  it('maps the columns of our own clients.csv export', () => {
    expect(autoMap(['id', 'name', 'email', 'phone', 'address', 'notes', 'status', 'openProjects'])).toEqual([
      '',
      'name',
      'email',
      'phone',
      'address',
      'notes',
      'status',
      '',
    ]);
  });

  it('normalizes headers', () => {
    expect(normalizeHeader('  Numéro de téléphone ')).toBe('numero de telephone');
  });
});

describe('client import: rows', () => {
  const mapping = autoMap(['name', 'email', 'phone', 'status']);

  it('builds a body from mapped cells, leaving empty cells out and undoing our formula apostrophe', () => {
    expect(rowBody([' Ada ', '', "'+44 20", 'Inactif'], mapping)).toEqual({ name: 'Ada', phone: '+44 20', status: 'inactive' });
    expect(unescapeCell("'=1+1")).toBe('=1+1');
    expect(unescapeCell("'quoted'")).toBe("'quoted'");
  });

  it('checks every row with the shared schema and numbers rows as a spreadsheet does', () => {
    const checked = checkRows(
      [
        ['Ada', 'ada@example.com', '', 'active'],
        ['', 'no-name@example.com', '', ''],
        ['', '', '', ''],
        ['Bob', 'not-an-email', '', 'archived'],
      ],
      mapping,
    );
    expect(checked.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, [{ field: 'name', message: expect.any(String) }]],
      [
        5,
        [
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'status', message: expect.any(String) },
        ],
      ],
    ]);
  });
});

describe('client import: parsing', () => {
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
});
