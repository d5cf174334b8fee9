import { parseSync, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && typeof (v as Node).type === 'string';

function collectCalls(node: unknown, out: number[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collectCalls(child, out);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') out.push(node.start);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') collectCalls(value, out);
}

/**
 * @atelier/shared declares its zod schemas as top-level constants. Bundlers must assume every call
 * has side effects, so a page importing only PLANS would still pull in zod (about 22 KB gzip)
 * and blow the landing page's budget. The shared modules are declarative, so for the web build
 * every call in a top-level `const` initialiser is marked pure; unused schemas then drop out.
 */
export function pureSharedSchemas(match: RegExp): Plugin {
  return {
    name: 'atelier:pure-shared-schemas',
    apply: 'build',
    transform(code, id) {
      if (!match.test(id) || !/\.ts$/.test(id)) return null;
      const { program } = parseSync(id, code);
      const starts: number[] = [];
      for (const stmt of program.body as unknown as Node[]) {
        const decl = stmt.type === 'ExportNamedDeclaration' ? (stmt.declaration as Node | null) : stmt;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations as Node[]) collectCalls(d.init, starts);
      }
      if (starts.length === 0) return null;
      let out = code;
      for (const pos of [...new Set(starts)].sort((a, b) => b - a)) out = `${out.slice(0, pos)}/* @__PURE__ */ ${out.slice(pos)}`;
      return { code: out, map: null };
    },
  };
}
