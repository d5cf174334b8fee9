#!/usr/bin/env node
/**
 * `npm run new:resource -- <plural> [--singular <kebab>] [--fr <pluriel>] [--fr-one <singulier>] [--feminine] [--section <key>]`:
 * writes a working business resource by the recipe in docs/adding-a-resource.md (decision 198): a
 * name and a note, its list with search, add, edit and delete, owners and managers writing, staff
 * reading, a store's bound, its activity, its API test, its page test and its journey in a browser;
 * its sidebar entry in a section of the menu (decision 209), the workroom unless told.
 * It refuses a name the repository already uses, and stops on an anchor it does not find once.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writer } from './new-resource/edit.mjs';
import { namesOf } from './new-resource/names.mjs';
import { editServer, routes, service } from './new-resource/server.mjs';
import { serverTest } from './new-resource/server-test.mjs';
import { editShared, sharedRoutes } from './new-resource/shared.mjs';
import { api, editFrench, editWeb, texts } from './new-resource/web.mjs';
import { page } from './new-resource/web-page.mjs';
import { e2eSpec, webTest } from './new-resource/web-test.mjs';

const root = path.resolve(import.meta.dirname, '..');
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The French words the texts are made of; a feminine noun takes 'une', 'la' and 'ajoutée' (decision 021). */
function frenchOf(n, { fr, 'fr-one': frOne, feminine }) {
  // A typed apostrophe would end the quoted texts it goes in; French writes the curly one anyway.
  const title = (fr ?? n.title).replaceAll("'", '’');
  const one = (frOne ?? n.one).replaceAll("'", '’');
  const e = feminine ? 'e' : '';
  return {
    Title: capital(title),
    title,
    One: capital(one),
    one,
    a: feminine ? 'une' : 'un',
    A: feminine ? 'Une' : 'Un',
    le: /^[aeiouyéèh]/i.test(one) ? 'l’' : feminine ? 'la' : 'le',
    e,
    added: `ajouté${e}`,
    updated: `modifié${e}`,
    marked: `passé${e}`,
    deleted: `supprimé${e}`,
    loaded: `chargé${e}s`,
  };
}

/** The menu's sections, as nav-items.ts declares them (decision 209): the keys of NAV_SECTIONS. */
function sectionsOf() {
  const source = fs.readFileSync(path.join(root, 'apps/web/src/app/layout/nav-items.ts'), 'utf8');
  const body = /export const NAV_SECTIONS = \{([^}]*)\}/.exec(source)?.[1];
  if (!body) throw new Error('apps/web/src/app/layout/nav-items.ts: NAV_SECTIONS not found.');
  return [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
}

function generate(n, fr, section) {
  const w = writer(root);
  // The lists first: each refuses a name already there before anything is written.
  editShared(w, n);
  editServer(w, n);
  editWeb(w, n, section);
  editFrench(w, n, fr);
  w.write(`packages/shared/src/routes/${n.kebab}.ts`, sharedRoutes(n));
  const module = `apps/server/src/modules/${n.kebab}`;
  w.write(`${module}/service.ts`, service(n));
  w.write(`${module}/routes.ts`, routes(n));
  w.write(`${module}/${n.kebab}.test.ts`, serverTest(n));
  const feature = `apps/web/src/features/${n.kebab}`;
  const { messages, french } = texts(n, fr);
  w.write(`${feature}/api/${n.kebab}-api.ts`, api(n));
  w.write(`${feature}/components/${n.kebab}-page.tsx`, page(n, messages));
  w.write(`${feature}/components/${n.kebab}-page.test.tsx`, webTest(n));
  w.write(`apps/web/src/locales/fr/${n.kebab}.json`, french);
  w.write(`e2e/tests/${n.kebab}.spec.ts`, e2eSpec(n));
  return [...w.written, ...w.edited];
}

/**
 * The table's migration, as `npm run db:generate` writes it (applied at start). drizzle-kit reads
 * the schema, which imports the built shared package, so that is built first; drizzle-kit itself
 * runs in this tree's server, not through npm, whose settings a caller may have pointed elsewhere.
 * It can fail and still exit 0, so the migration is looked for.
 */
function migrate(n) {
  execFileSync(process.execPath, [path.join(root, 'scripts/tsc.mjs'), '-b', 'packages/shared'], { cwd: root, stdio: 'inherit' });
  const server = path.join(root, 'apps/server');
  execFileSync(process.execPath, [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--name', n.snake], {
    cwd: server,
    stdio: 'inherit',
  });
  const migrations = fs.readdirSync(path.join(server, 'src/db/migrations'));
  if (!migrations.some((file) => file.endsWith(`_${n.snake}.sql`)))
    throw new Error(`drizzle-kit wrote no migration for ${n.snake}: see its output above.`);
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      singular: { type: 'string' },
      fr: { type: 'string' },
      'fr-one': { type: 'string' },
      feminine: { type: 'boolean', default: false },
      'no-migration': { type: 'boolean', default: false },
      section: { type: 'string', default: 'workroom' },
    },
  });
  if (positionals.length !== 1)
    throw new Error(
      'Usage: npm run new:resource -- <plural-in-kebab-case> [--singular <kebab>] [--fr <pluriel>] [--fr-one <singulier>] [--feminine] [--section <key>]',
    );
  const sections = sectionsOf();
  if (!sections.includes(values.section)) throw new Error(`--section is one of the menu's sections: ${sections.join(', ')}.`);
  const n = namesOf(positionals[0], values.singular);
  const files = generate(n, frenchOf(n, values), values.section);
  const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  run('npx', ['prettier', '--write', '--log-level', 'warn', ...files]);
  if (!values['no-migration']) migrate(n);
  console.log(
    `\n${n.Title}: ${files.length} files written or edited, and the migration. Next: translate the French if you did not give it (--fr), then npm run build -w packages/shared, npm run typecheck, npm test.`,
  );
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
