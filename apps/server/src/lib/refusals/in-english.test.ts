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
  'modules/invoices': 0,
  'modules/quotes': 0,
  'modules/contracts': 0,
  'modules/tax': 0,
  'modules/accounting': 0,
  'modules/pay': 0,
  'modules/purchase-orders': 0,

  // appointments
  'modules/bookings': 0,
  'modules/calendar': 0,
  'modules/fittings': 0,
  'modules/groups': 0,
  'modules/messaging': 0,
  'modules/portal': 0,
  'modules/measurement-requests': 0,

  // accounts
  'modules/team': 0,
  'modules/account': 0,
  'modules/auth': 0,
  'modules/two-factor': 0,
  'modules/tokens': 0,
  'modules/subscriptions': 0,
  'modules/plans': 0,

  // patterns
  'modules/pattern-generator': 0,
  'modules/patterns': 0,
  'modules/layouts': 0,
  'modules/drafting': 0,
  'modules/photos': 0,
  'modules/files': 0,
  'modules/printing': 0,

  // workshop
  'modules/clients': 0,
  'modules/projects': 0,
  'modules/stages': 0,
  'modules/tickets': 0,
  'modules/measurements': 0,
  'modules/materials': 0,
  'modules/project-materials': 0,
  'modules/suppliers': 0,
  'modules/garments': 0,
  'modules/garment-templates': 0,
  'modules/services': 0,
  'modules/studio': 0,
  'modules/workspaces': 0,
  'modules/health': 0,
  lib: 0,
  plugins: 0,
};

describe('refusals still written in English (decision 200)', () => {
  it('are exactly the ones listed, home by home', () => {
    const listed = Object.fromEntries(Object.entries(STILL_IN_ENGLISH).filter(([, n]) => n > 0));
    expect(englishRefusals()).toEqual(listed);
  });
});
