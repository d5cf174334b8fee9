// No import cycles in the source (decision 063): a cycle makes evaluation order decide whether a
// value is defined yet, and it blurs the one-way layout of the workspaces. dpdm resolves through
// each workspace's tsconfig (web's `@/` alias, the server's `./x.js` imports of `x.ts`) and leaves
// type-only imports out, since they vanish at run time.
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

export const WORKSPACES = [
  { tsconfig: 'packages/shared/tsconfig.json', files: 'packages/shared/src/**/*.ts' },
  { tsconfig: 'apps/server/tsconfig.json', files: 'apps/server/src/**/*.ts' },
  { tsconfig: 'apps/web/tsconfig.json', files: 'apps/web/src/**/*.{ts,tsx}' },
];

/** The cycles among the files a glob names, each as the list of files it passes through. */
export async function findCycles({ root = process.cwd(), tsconfig, files }) {
  const tree = await parseDependencyTree(files, {
    context: root,
    tsconfig: path.resolve(root, tsconfig),
    transform: true,
    skipDynamicImports: false,
    progress: false,
  });
  return parseCircular(tree);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = 0;
  for (const workspace of WORKSPACES) {
    for (const cycle of await findCycles(workspace)) {
      found += 1;
      console.error(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
    }
  }
  if (found > 0) process.exit(1);
  console.log('No import cycles.');
}
