/**
 * The contract of a generated resource in packages/shared (decision 198): its schemas and routes
 * with their success messages in one file, and one line in each list that is still kept by hand
 * (the API, the permissions, the stores, the plain records' activity).
 */

/** routes/<plural>.ts: the bodies, the answer and the four routes, with their messages in English (decision 203). */
export const sharedRoutes = (n) => schemas(n) + routeGroup(n);

/** The limits, the bodies and the answer. */
const schemas = (n) => `import { z } from 'zod';
import { optionalText, searchQuerySchema } from '../clients.js';
import { recordIdsSchema } from '../envelope.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { text } from '../text.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The longest name and note a ${n.one} takes. */
export const ${n.constant}_LIMITS = { name: 120, note: 2000 } as const;

const ${n.camelOne}Fields = {
  name: text()
    .trim()
    .min(1, 'Name is required')
    .max(${n.constant}_LIMITS.name, \`Name must be at most \${${n.constant}_LIMITS.name} characters\`),
  note: optionalText(${n.constant}_LIMITS.note, 'Note'),
};

export const create${n.pascalOne}BodySchema = z.strictObject(${n.camelOne}Fields);
export type Create${n.pascalOne}Body = z.input<typeof create${n.pascalOne}BodySchema>;

/** Every field optional: a field not sent is left as it is; a note sent as null is cleared. */
export const update${n.pascalOne}BodySchema = z.strictObject({ name: ${n.camelOne}Fields.name.optional(), note: ${n.camelOne}Fields.note.optional() });
export type Update${n.pascalOne}Body = z.input<typeof update${n.pascalOne}BodySchema>;

export const ${n.camelOne}Schema = recordIdsSchema.extend({
  name: z.string(),
  /** "" when there is none (decision 017). */
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ${n.pascalOne} = z.infer<typeof ${n.camelOne}Schema>;

`;

/** The messages and the four routes. */
const routeGroup = (
  n,
) => `/** The success messages these routes answer, in English; other languages' in declared.json (decisions 138, 203). */
const messages = {
  ${n.camelOne}Added: '${n.One} added',
  ${n.camel}Loaded: '${n.Title} loaded',
  ${n.camelOne}Updated: '${n.One} updated',
  ${n.camelOne}Deleted: '${n.One} deleted',
} satisfies RouteMessages;

const ${n.camelOne} = z.object({ ${n.camelOne}: ${n.camelOne}Schema });

/** The studio's ${n.title}: the permission, then the record its \`:id\` names, checked from the declaration (decision 193). */
export const ${n.camelOne}Routes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/${n.kebab}',
    resource: '${n.camel}',
    access: '${n.camel}.write',
    body: create${n.pascalOne}BodySchema,
    success: { status: 201, data: ${n.camelOne} },
    message: '${n.camelOne}Added',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/${n.kebab}',
    resource: '${n.camel}',
    access: '${n.camel}.read',
    query: z.object({ ...pageQueryShape, search: searchQuerySchema.optional() }),
    description: 'The studio’s ${n.title}, newest first; \`search\` matches the name whatever the case and accents.',
    success: { status: 200, data: pageOf('${n.camel}', ${n.camelOne}Schema) },
    message: '${n.camel}Loaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/${n.kebab}/:id',
    resource: '${n.camel}',
    access: '${n.camel}.write',
    record: '${n.camel}',
    params: idParams,
    body: update${n.pascalOne}BodySchema,
    success: { status: 200, data: ${n.camelOne} },
    message: '${n.camelOne}Updated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/${n.kebab}/:id',
    resource: '${n.camel}',
    access: '${n.camel}.delete',
    record: '${n.camel}',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: '${n.camelOne}Deleted',
    errors: errorResponses,
  }),
});
`;

/** The one line the resource takes in each hand-kept list of packages/shared. */
export function editShared(w, n) {
  const routes = 'packages/shared/src/routes/index.ts';
  w.refuseIfIn(routes, ` ${n.camel}: `);
  w.insert(
    routes,
    "import { routesOf, type RouteDeclaration } from './define.js';",
    `import { ${n.camelOne}Routes } from './${n.kebab}.js';\n`,
  );
  w.insert(routes, "export * from './params.js';\n", `export * from './${n.kebab}.js';\n`, { after: true });
  w.insert(routes, '};\n\n/**\n * The whole API', `  ${n.camel}: typeof ${n.camelOne}Routes;\n`);
  w.insert(routes, '};\n\n/** Every declared route', `  ${n.camel}: ${n.camelOne}Routes,\n`);

  const permissions = 'packages/shared/src/permissions.ts';
  w.refuseIfIn(permissions, `'${n.camel}.read'`);
  w.insert(
    permissions,
    '] as const;\nexport type Permission ',
    [
      `  /** The studio's ${n.title}: staff read them; owners and managers write and delete them. */`,
      ...['read', 'write', 'delete'].map((action) => `  '${n.camel}.${action}',`),
      '',
    ].join('\n'),
  );
  w.insert(permissions, '];\n\n/** Owners do everything', `  '${n.camel}.read',\n`);

  w.insert(
    'packages/shared/src/limits.ts',
    '} as const;\nexport type StoreName ',
    [
      '  /** Far beyond what a studio keeps: the bound stops a script, never a person (decision 070). */',
      `  ${n.camel}: { limit: 20_000, label: '${n.title}' },`,
      '',
    ].join('\n'),
  );

  const activity = 'packages/shared/src/activity-records.ts';
  w.refuseIfIn(activity, `'${n.kebabOne}': '`);
  w.insert(activity, '} as const;\nexport type RecordActivityEntity', `  '${n.kebabOne}': '${n.One}',\n`);
}
