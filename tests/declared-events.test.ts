import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A change's effects are declared once, beside the change, as an event (decisions 180, 194). Two
 * promises keep that true, read from the server's source: each change is written by one path, the
 * one that emits its event (so no path makes it without its effects); and a file that emits an
 * event never imports that event's effects from another module by hand (so no path runs one twice,
 * or one alone).
 */
const server = path.resolve(import.meta.dirname, '../apps/server/src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sources(server).map((file) => ({ file: path.relative(server, file), text: fs.readFileSync(file, 'utf8') }));

/** Each change, the code that writes it, and the files allowed to: the path that emits its event. */
const ONE_PATH: { change: string; writes: RegExp; homes: string[] }[] = [
  // A refund is the credit note's negative payment (decision 163), not money coming in.
  {
    change: 'a payment recorded',
    writes: /\.insert\(invoicePayments\)/,
    homes: ['modules/invoices/payments.ts', 'modules/invoices/credit-notes.ts'],
  },
  // A credit note is issued in its own series as it is written (decision 163).
  {
    change: 'an invoice issued',
    writes: /issuedAt: new Date\(\)/,
    homes: ['modules/invoices/issue.ts', 'modules/invoices/credit-notes.ts'],
  },
  { change: 'a booking confirmed', writes: /status: 'confirmed'/, homes: ['modules/bookings/confirm.ts'] },
  { change: 'a quote accepted', writes: /status: 'accepted'/, homes: ['modules/quotes/accept.ts'] },
];

/**
 * A file that emits an event and also calls one of its effects for another change, by name and why.
 * Deleting a project gives its stock back as completing it does, but a deletion is no status move.
 */
const OTHER_CHANGES = new Set(['modules/projects/service.ts releaseProject']);

/** The events a file declares, and the names it imports from modules (its effects' functions). */
function declaredIn(text: string): { events: string[]; effects: string[] } {
  const events = [...text.matchAll(/export const (\w+) = declareEvent/g)].map((m) => m[1]!);
  const imports = [...text.matchAll(/import \{([^}]+)\} from '\.{1,2}\/(?!\.\.\/)[^']+'/g)];
  const effects = imports.flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
  return { events, effects };
}

/** The names a file imports, whatever from. */
const importsOf = (text: string) =>
  [...text.matchAll(/import \{([^}]+)\} from '[^']+'/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim()));

describe('declared events (decision 194)', () => {
  it('reads the events and their effects from the events files', () => {
    const bookings = declaredIn(files.find((f) => f.file === 'modules/bookings/events.ts')!.text);
    expect(bookings.events).toEqual(['bookingConfirmed']);
    expect(bookings.effects).toEqual(expect.arrayContaining(['syncReminders', 'notifyStudio', 'sendConfirmation']));
    expect(declaredIn("export const x = declareEvent\nimport { a, type B } from '../m/f.js';")).toEqual({ events: ['x'], effects: ['a'] });
  });

  it.each(ONE_PATH)('writes $change on one path only, the one that emits its event', ({ writes, homes }) => {
    const writers = files.filter((f) => writes.test(f.text)).map((f) => f.file);
    expect(writers.sort()).toEqual([...homes].sort());
  });

  it('never has a file that emits an event run that event’s effects by hand', () => {
    const declared = files.filter((f) => /(^|\/)events\.ts$/.test(f.file)).map((f) => ({ file: f.file, ...declaredIn(f.text) }));
    expect(declared.flatMap((d) => d.events).length).toBeGreaterThanOrEqual(7);
    const offenders = declared.flatMap(({ file, events, effects }) =>
      events.flatMap((event) =>
        files
          .filter((f) => f.file !== file && f.text.includes(`${event}.emit(`))
          .flatMap((f) =>
            importsOf(f.text)
              .filter((name) => effects.includes(name) && !OTHER_CHANGES.has(`${f.file} ${name}`))
              .map((name) => `${f.file} emits ${event} and imports ${name}`),
          ),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
