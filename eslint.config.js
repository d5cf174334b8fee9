import fs from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Kept in one place: a later block that sets no-restricted-syntax replaces the whole list.
const noFocusedTests = {
  selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
  message: 'No focused, skipped or todo tests.',
};

// The web reads and writes server data one way (decision 120): a feature's api/ folder holds one
// query-options factory per read and one hook per read and write; components, the app shell and
// shared code use those hooks, never TanStack Query's own.
const queryHooks = {
  name: '@tanstack/react-query',
  importNames: [
    'useQuery',
    'useQueries',
    'useInfiniteQuery',
    'useMutation',
    'useSuspenseQuery',
    'useSuspenseQueries',
    'useSuspenseInfiniteQuery',
    'usePrefetchQuery',
    'usePrefetchInfiniteQuery',
  ],
  message: "Server data is read and written through the hooks of a feature's api/ folder (decision 120): add the hook there.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      // The data-transfer module and the web's Data tab are source, not data folders: linted like the rest.
      '!apps/server/src/modules/data/**',
      '!apps/web/src/features/data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Accessibility the markup shows (decision 063): labels, names, roles and keyboard reach. The
  // browser tests (axe in e2e) see the rendered page; this sees each component as it is written.
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A labelled region that scrolls sideways (the wide tables) takes focus so the keyboard can
      // scroll it: axe's scrollable-region-focusable asks for exactly that.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // A form may listen for the keys its fields send up (Enter moves to the next measurement):
      // the fields stay the interactive elements. The rest is the recommended setting.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          form: ['onKeyDown'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
    },
  },
  // The layout is a rule (docs/adding-a-resource.md, decision 119): shared code flows one way.
  // Web: lib and components -> features -> app. A feature uses another only through its index.ts
  // (its public face), never its inner files; the app too, except the lazy page modules it loads.
  // A feature's api/ folder is where TanStack Query's hooks are used (decision 120).
  ...webFeatures().flatMap((feature) => {
    const patterns = [
      {
        group: ['@/features/*/**', `!@/features/${feature}/**`, '../../*', '../../../*'],
        message: "Another feature is used through its index.ts only: import from '@/features/<name>'.",
      },
      { group: ['@/app/*'], message: 'Features do not import the app shell; the app imports features.' },
    ];
    const home = `apps/web/src/features/${feature}/`;
    const queryFiles = [`${home}api/**/*.{ts,tsx}`];
    return [
      {
        files: [`${home}**/*.{ts,tsx}`],
        ignores: queryFiles,
        rules: { 'no-restricted-imports': ['error', { paths: [queryHooks], patterns }] },
      },
      { files: queryFiles, rules: { 'no-restricted-imports': ['error', { patterns }] } },
    ];
  }),
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [queryHooks],
          patterns: [
            {
              group: ['@/features/*/**'],
              message: "The app uses a feature through its index.ts: import from '@/features/<name>' (pages load lazily by path).",
            },
          ],
        },
      ],
    },
  },
  ...[true, false].map((outsideQuery) => ({
    // lib/query/ is the query plumbing (paged lists, resources, keys): TanStack Query's hooks are its own.
    ...(outsideQuery
      ? { files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'], ignores: ['apps/web/src/lib/query/**'] }
      : { files: ['apps/web/src/lib/query/**/*.{ts,tsx}'] }),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...(outsideQuery ? { paths: [queryHooks] } : {}),
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code flows one way: lib and components import no feature and not the app.',
            },
          ],
        },
      ],
    },
  })),
  // Server: db and lib -> modules -> app; plugins (HTTP concerns) use lib only.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/plugins/*', '**/app.js'], message: 'Modules do not import plugins or the app: what both need belongs in lib.' },
          ],
        },
      ],
    },
  },
  // Server code throws AppError (lib/errors.ts): its code decides the status, and a plain Error
  // always became a 500 even when the client was at fault (decision 064). Tests may throw what
  // they like; config.ts and main.ts run before the server listens, where an error stops start-up
  // and no response exists.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/config.ts', 'apps/server/src/main.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: "NewExpression[callee.name='Error'], CallExpression[callee.name='Error']",
          message:
            "Throw an AppError (lib/errors.ts) with the code of what went wrong: fieldError or notFound for the client's mistakes, serverFault for the server's.",
        },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/*'], message: 'Plugins do not import modules: what both need belongs in lib.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*', '**/plugins/*', '**/app.js'],
              message: 'lib and db are the bottom layer: they import no module, plugin or the app.',
            },
          ],
        },
      ],
    },
  },
);

function webFeatures() {
  const dir = new URL('./apps/web/src/features/', import.meta.url);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}
