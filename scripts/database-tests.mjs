// The API tests whose outcome depends on the database (decision 115), run on PGlite by
// `npm run test:api:pglite` after CI has run the whole API suite on PostgreSQL. `npm test` without
// TEST_DATABASE_URL still runs every API test on PGlite. Derived, not listed by hand:
// - the database layer's own tests (apps/server/src/db/);
// - test files that name the database they run on in their code or comments: PGlite,
//   TEST_DATABASE_URL or a `database.kind` branch (the data folder, the driver's answers and errors,
//   a second process's connections, statistics). A new test of such a difference says so and is run here.
// Tests only PostgreSQL can run (*.postgres.test.ts) and the services tests are left out.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SERVER_SRC = path.resolve(import.meta.dirname, '../apps/server/src');
const NAMES_THE_DATABASE = /pglite|TEST_DATABASE_URL|database\.kind/i;

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') && !/\.(services|postgres)\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const selected = testFiles(SERVER_SRC)
  .filter((file) => file.startsWith(path.join(SERVER_SRC, 'db') + path.sep) || NAMES_THE_DATABASE.test(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(path.resolve(import.meta.dirname, '..'), file))
  .sort();
if (selected.length === 0) throw new Error('no API test file depends on the database: the rule in scripts/database-tests.mjs is broken');
console.log(`API tests of the database layer on PGlite (${selected.length} files):\n  ${selected.join('\n  ')}`);

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const child = spawn('npx', ['vitest', 'run', '--project', 'server', '--project', 'server-processes', ...selected], { stdio: 'inherit', env });
child.on('exit', (code) => {
  process.exitCode = code ?? 1;
});
