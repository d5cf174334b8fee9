import { describe, expect, it } from 'vitest';
import { autoMapClients as autoMap, checkRows, rowBody } from './client-import';

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
});

describe('client import: rows', () => {
  const mapping = autoMap(['name', 'email', 'phone', 'status']);

  it('builds a body from mapped cells, leaving empty cells out and undoing our formula apostrophe', () => {
    expect(rowBody([' Ada ', '', "'+44 20", 'Inactif'], mapping)).toEqual({ name: 'Ada', phone: '+44 20', status: 'inactive' });
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
