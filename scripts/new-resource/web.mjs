/** The web side of a generated resource (decision 198): its calls, its texts, its page, its route. */

/** api/<plural>-api.ts: the list's pages and the three writes, with the routes' own toasts (decisions 120, 138). */
export const api = (
  n,
) => `import { API, type Create${n.pascalOne}Body, type ${n.pascalOne}, type Update${n.pascalOne}Body } from '@atelier/shared';
import { call } from '@/lib/api-client';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { resourceToasts } from '@/lib/success-messages';

const routes = API.${n.camel};
type ${n.pascalOne}Filters = { search?: string };

/** GET /${n.kebab}, a page at a time (decision 069). */
const ${n.camelOne}Pages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<${n.pascalOne}Filters>) => {
    const { ${n.camel}, nextCursor } = await call(routes.list, { query });
    return { items: ${n.camel}, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
const ${n.camel}QueryOptions = (filters?: ${n.pascalOne}Filters) => pagedListOptions(${n.camelOne}Pages, filters);

const ${n.camel} = createResource<${n.pascalOne}, Create${n.pascalOne}Body, Update${n.pascalOne}Body, true, ${n.pascalOne}Filters>({
  listRoute: routes.list,
  listOptions: ${n.camel}QueryOptions,
  api: {
    create: async (body: Create${n.pascalOne}Body) => (await call(routes.create, { body })).${n.camelOne},
    update: async (id: string, body: Update${n.pascalOne}Body) => (await call(routes.update, { params: { id }, body })).${n.camelOne},
    remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
  },
  messages: resourceToasts(routes),
});

export const use${n.pascal} = ${n.camel}.useList;
export const useCreate${n.pascalOne} = ${n.camel}.useCreate;
export const useUpdate${n.pascalOne} = ${n.camel}.useUpdate;
export const useDelete${n.pascalOne} = ${n.camel}.useRemove;
`;

/** The screen's texts in English (in its page) and French (locales/fr/<plural>.json), key for key (decision 021). */
export function texts(n, fr) {
  const en = {
    title: n.Title,
    description: `The studio’s ${n.title}.`,
    add: `Add ${n.One}`,
    searchPlaceholder: `Search ${n.title}...`,
    searchLabel: `Search ${n.title}`,
    loading: `Loading the ${n.title}...`,
    empty: `No ${n.title} yet.`,
    emptyFiltered: `No ${n.title} match.`,
    listLabel: n.Title,
    edit: 'Edit {name}',
    delete: 'Delete {name}',
    addTitle: `Add ${n.One}`,
    editTitle: `Edit ${n.One}`,
    addDescription: `A new ${n.one}, with a note if you need one.`,
    editDescription: 'Change {name}.',
    save: `Save ${n.One}`,
    saveChanges: 'Save Changes',
    name: 'Name',
    note: 'Note',
    deleteTitle: `Delete ${n.One}`,
    deleteDescription: 'Delete {name}? This cannot be undone.',
    deleteConfirm: 'Delete',
  };
  const french = {
    title: fr.Title,
    description: `Les ${fr.title} de l’atelier.`,
    add: `Ajouter ${fr.a} ${fr.one}`,
    searchPlaceholder: `Rechercher des ${fr.title}...`,
    searchLabel: `Rechercher des ${fr.title}`,
    loading: `Chargement des ${fr.title}...`,
    empty: `Aucun${fr.e} ${fr.one} pour l’instant.`,
    emptyFiltered: `Aucun${fr.e} ${fr.one} ne correspond.`,
    listLabel: fr.Title,
    edit: 'Modifier {name}',
    delete: 'Supprimer {name}',
    addTitle: `Ajouter ${fr.a} ${fr.one}`,
    editTitle: `Modifier ${fr.le} ${fr.one}`,
    addDescription: `${fr.A} nouve${fr.e ? 'lle' : 'au'} ${fr.one}, avec une note si besoin.`,
    editDescription: 'Modifier {name}.',
    save: 'Enregistrer',
    saveChanges: 'Enregistrer les modifications',
    name: 'Nom',
    note: 'Note',
    deleteTitle: `Supprimer ${fr.le} ${fr.one}`,
    deleteDescription: 'Supprimer {name} ? Cette action est définitive.',
    deleteConfirm: 'Supprimer',
  };
  const lines = Object.entries(en).map(
    ([key, text]) => `  ${key}: ${text.includes('{') ? `params(${JSON.stringify(text)})` : JSON.stringify(text)},`,
  );
  const messages = `/**
 * Every text of the ${n.title} page (decision 021); French in locales/fr/${n.kebab}.json. The success
 * toasts are the routes' own messages (decision 138), not these.
 */
const ${n.camelOne}Messages = i18n('${n.kebab}', {
${lines.join('\n')}
});

`;
  return { messages, french: `${JSON.stringify(french, null, 2)}\n` };
}

/**
 * The French of what is declared in code beside what it names (decision 203): the routes' success
 * messages, the sidebar entry and the record's activity, in locales/fr/declared.json.
 */
export function editFrench(w, n, fr) {
  w.editJson('apps/web/src/locales/fr/declared.json', (declared) => {
    Object.assign(declared['success-messages'], {
      [`${n.camelOne}Added`]: `${fr.One} ${fr.added}`,
      [`${n.camel}Loaded`]: `${fr.Title} ${fr.loaded}`,
      [`${n.camelOne}Updated`]: `${fr.One} ${fr.updated}`,
      [`${n.camelOne}Deleted`]: `${fr.One} ${fr.deleted}`,
    });
    declared.nav[n.camel] = fr.Title;
    Object.assign(declared['record-activity'], {
      [`${n.kebabOne}.created`]: `${fr.One}{subject} ${fr.added}`,
      [`${n.kebabOne}.updated`]: `${fr.One}{subject} ${fr.updated}`,
      [`${n.kebabOne}.status-changed`]: `${fr.One}{subject} ${fr.marked} à « {detail} »`,
      [`${n.kebabOne}.deleted`]: `${fr.One}{subject} ${fr.deleted}`,
    });
  });
}

/**
 * The lazy page and its route, whose \`handle\` is its sidebar entry in \`section\` (decisions 138 and
 * 209), inside its permission. The route goes last, before the Studio's: within its section, the
 * entry comes after the others.
 */
export function editWeb(w, n, section) {
  const file = 'apps/web/src/app/routes.tsx';
  w.refuseIfIn(file, `path="${n.kebab}"`);
  w.insert(
    file,
    "const AppLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout');\n",
    `const ${n.pascal}Page = lazyPage(() => import('@/features/${n.kebab}/components/${n.kebab}-page'), '${n.pascal}Page');\n`,
    { after: true },
  );
  w.insert(
    file,
    '        {/* Studio:',
    `        <Route element={<RequirePermission permission="${n.camel}.read" />}>
          <Route path="${n.kebab}" element={<${n.pascal}Page />} handle={sidebarEntry('${n.camel}', '${n.Title}', Layers, '${section}')} />
        </Route>
`,
  );
}
