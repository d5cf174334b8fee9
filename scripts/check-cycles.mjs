// No import cycles in the source (decision 063): a cycle makes evaluation order decide whether a
// value is defined yet, and it blurs the one-way layout of the workspaces. dpdm resolves through
// each workspace's tsconfig (web's `@/` alias, the server's `./x.js` imports of `x.ts`). Type-only
// imports count too (decision 197): they vanish at run time, but two files that name each other's
// types still cannot be read, moved or tested apart; the shared type belongs to a file both import.
// On the server the layering is stricter (decision 109): no two modules import each other, even
// through other modules or lib files, and type-only imports count, since they tie the code together
// as much as any other import.
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

export const WORKSPACES = [
  { tsconfig: 'packages/shared/tsconfig.json', files: 'packages/shared/src/**/*.ts' },
  { tsconfig: 'apps/server/tsconfig.json', files: 'apps/server/src/**/*.ts' },
  { tsconfig: 'apps/web/tsconfig.json', files: 'apps/web/src/**/*.{ts,tsx}' },
];

/** The server's modules: each folder under `modules` is one unit of the layering (decision 109). */
export const SERVER_MODULES = {
  tsconfig: 'apps/server/tsconfig.json',
  files: 'apps/server/src/**/*.ts',
  modules: 'apps/server/src/modules',
};

const parse = ({ root, tsconfig, files }) =>
  parseDependencyTree(files, {
    context: root,
    tsconfig: path.resolve(root, tsconfig),
    // Without the transform, dpdm reads the source as written, type-only imports included.
    transform: false,
    skipDynamicImports: false,
    progress: false,
  });

/** The cycles among the files a glob names, type-only imports included, each as the list of files it passes through. */
export async function findCycles({ root = process.cwd(), tsconfig, files }) {
  return parseCircular(await parse({ root, tsconfig, files }));
}

/** The unit a file belongs to: its module's folder under `modules`, else the file itself. */
function unitOf(file, modules) {
  const rest = path.relative(modules, file);
  if (rest.startsWith('..') || path.isAbsolute(rest) || !rest.includes(path.sep)) return file;
  return path.join(modules, rest.split(path.sep)[0]);
}

/** unit → (unit → the first file import that ties them), type imports included, tests left out. */
function unitGraph(tree, modules) {
  const graph = new Map();
  for (const [file, deps] of Object.entries(tree)) {
    // A test may reach into any module it tests; it is nobody's dependency, so never in a cycle of the code.
    if (!deps || /\.test\.tsx?$/.test(file)) continue;
    for (const dep of deps) {
      if (!dep.id || dep.id.includes('node_modules')) continue;
      const from = unitOf(file, modules);
      const to = unitOf(dep.id, modules);
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, `${file} imports ${dep.id}`);
    }
  }
  return graph;
}

/** One cycle through `start` inside `members` (a strongly connected set), as the list of units it passes. */
function cycleThrough(graph, start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const cycle = [];
        for (let u = unit; u !== null; u = previous.get(u)) cycle.unshift(u);
        return cycle;
      }
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** The strongly connected sets of two or more units (Tarjan's algorithm). */
function tangles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (unit) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit));
    stack.push(unit);
    onStack.add(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit), low.get(next)));
      } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit), index.get(next)));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const members = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.add(member);
    } while (member !== unit);
    if (members.size > 1) found.push(members);
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return found;
}

/**
 * The cycles between the server's modules (and lib files), type-only imports included: each as the
 * units it passes through and, for each step, the import that makes it (decision 109).
 */
export async function findModuleCycles({ root = process.cwd(), tsconfig, files, modules }) {
  const graph = unitGraph(await parse({ root, tsconfig, files }), path.relative(root, path.resolve(root, modules)));
  return tangles(graph).map((members) => {
    const units = cycleThrough(graph, [...members].sort()[0], members);
    const steps = units.map((unit, i) => graph.get(unit).get(units[(i + 1) % units.length]));
    return { units, steps };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = 0;
  for (const workspace of WORKSPACES) {
    for (const cycle of await findCycles(workspace)) {
      found += 1;
      console.error(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
    }
  }
  for (const { units, steps } of await findModuleCycles(SERVER_MODULES)) {
    found += 1;
    console.error(`module cycle: ${[...units, units[0]].join(' -> ')}\n${steps.map((s) => `  ${s}`).join('\n')}`);
  }
  if (found > 0) process.exit(1);
  console.log('No import cycles.');
}
