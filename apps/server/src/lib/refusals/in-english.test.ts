import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 200: a refusal a person reads is said by key (`said('…')`), so the error handler writes it
 * in the reader's language. This finds the refusals still written as an English sentence in the code
 * (a string or template literal handed to AppError, fieldError, notFound, unauthorized or
 * missingReference), counted by home. INTERNAL_ERROR and serverFault are for the log and not counted.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const LITERAL =
  /(?:new AppError\(\s*'(?!INTERNAL_ERROR)[A-Z_]+',|fieldError\(\s*[^,()]+,|missingReference\(\s*[^,()]+,|notFound\(|unauthorized\()\s*[`'"]/g;

function homeOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0]!;
}

function englishRefusals(): Record<string, number> {
  const counts: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const found = fs.readFileSync(full, 'utf8').match(LITERAL)?.length ?? 0;
        if (found) counts[homeOf(full)] = (counts[homeOf(full)] ?? 0) + found;
      }
    }
  };
  walk(SRC);
  return counts;
}

/**
 * What each home still says in English. The number goes down as refusals move to keys, and the
 * test fails when it rises (a new English refusal) or falls without the list following (so it
 * stays exact). The blocks are the catalogue's parts (lib/refusals/<language>/<part>.ts).
 */
const STILL_IN_ENGLISH: Record<string, number> = {
  // documents
  'modules/invoices': 27,
  'modules/quotes': 23,
  'modules/contracts': 18,
  'modules/tax': 3,
  'modules/accounting': 3,
  'modules/pay': 5,
  'modules/purchase-orders': 8,

  // appointments
  'modules/bookings': 0,
  'modules/calendar': 0,
  'modules/fittings': 0,
  'modules/groups': 0,
  'modules/messaging': 0,
  'modules/portal': 0,
  'modules/measurement-requests': 0,

  // accounts
  'modules/team': 18,
  'modules/account': 15,
  'modules/auth': 15,
  'modules/two-factor': 12,
  'modules/tokens': 4,
  'modules/subscriptions': 18,
  'modules/plans': 11,

  // patterns
  'modules/pattern-generator': 13,
  'modules/patterns': 10,
  'modules/layouts': 8,
  'modules/drafting': 2,
  'modules/photos': 7,
  'modules/files': 2,
  'modules/printing': 1,

  // workshop
  'modules/clients': 3,
  'modules/projects': 4,
  'modules/stages': 7,
  'modules/tickets': 9,
  'modules/measurements': 6,
  'modules/materials': 3,
  'modules/project-materials': 7,
  'modules/suppliers': 3,
  'modules/garments': 2,
  'modules/garment-templates': 2,
  'modules/services': 2,
  'modules/studio': 3,
  'modules/workspaces': 1,
  'modules/health': 1,
  lib: 20,
  plugins: 4,
};

describe('refusals still written in English (decision 200)', () => {
  it('are exactly the ones listed, home by home', () => {
    const listed = Object.fromEntries(Object.entries(STILL_IN_ENGLISH).filter(([, n]) => n > 0));
    expect(englishRefusals()).toEqual(listed);
  });
});
