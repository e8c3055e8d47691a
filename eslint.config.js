import { matchesGlob } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The pipeline's layers (see docs/architecture.md): which folders of src/ a folder may not import.
// Only the action imports @actions/*; only the server imports a database client.
const ADAPTERS = ['**/cli/**', '**/action/**', '**/server/**'];
const GITHUB = ['@actions/*'];
const DATABASE = ['pg', 'pg-*'];
const ENGINE = ['**/collection/**', '**/report/**', '**/session/**', ...ADAPTERS];
// Inside the engine, a folder imports only the folders on the floors below its own (scheduling →
// judging → asking → transport). Imports inside the engine are relative (`../run/x.ts`), so a folder is
// matched by its name; no other folder the engine may import has these names.
const ENGINE_FLOORS = [
  ['run'],
  ['plan'],
  ['validators'],
  ['probes', 'queries', 'auth', 'cookies'],
  ['http', 'templates'],
];
const ENGINE_ROOMS = Object.fromEntries(
  ENGINE_FLOORS.flatMap((floor, level) =>
    floor.map((folder) => [
      `src/engine/${folder}/**`,
      [
        ...ENGINE,
        ...ENGINE_FLOORS.slice(0, level + 1)
          .flat()
          .filter((other) => other !== folder)
          .map((other) => `**/${other}/**`),
      ],
    ]),
  ),
);
const LAYERS = {
  'src/model/**': ['**/engine/**', '**/collection/**', '**/report/**', '**/session/**', ...ADAPTERS],
  // The collection checker reads validator arguments through the registry, and nothing else of the engine.
  'src/collection/**': [
    '**/report/**',
    '**/session/**',
    ...ADAPTERS,
    ...['plan', 'run', 'http', 'queries', 'probes'].map((d) => `**/engine/${d}/**`),
  ],
  'src/engine/**': ENGINE,
  ...ENGINE_ROOMS,
  'src/report/**': ['**/engine/**', '**/collection/**', '**/session/**', ...ADAPTERS],
  'src/session/**': ADAPTERS,
  // The command line loads the server only with a dynamic import, for `assay serve` (not checked by this rule).
  'src/cli/**': ['**/action/**', '**/server/**'],
  // The adapters share the option table and defaults through session/options/, never through each other.
  'src/action/**': ['**/cli/**', '**/server/**'],
  'src/server/**': ['**/cli/**', '**/action/**'],
};

const layerRules = Object.entries(LAYERS).map(([files, folders]) => ({
  files: [files],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: folders,
            message: 'This import crosses a layer of the pipeline the wrong way (eslint.config.js, LAYERS).',
          },
          ...(files === 'src/action/**' ? [] : [{ group: GITHUB, message: 'Only src/action/ imports @actions/*.' }]),
          ...(files === 'src/server/**'
            ? []
            : [{ group: DATABASE, message: 'Only src/server/ imports a database client.' }]),
        ],
      },
    ],
  },
}));

// no-restricted-imports sees only static imports and exports: `await import('../report/x.ts')` would
// cross a layer unseen. This rule checks dynamic imports with a literal specifier against the same
// groups (leading ./ and ../ dropped, as those groups match any depth; `!` excepts a path).
const dynamicImportRule = {
  meta: { type: 'problem', schema: [{ type: 'array', items: { type: 'string' } }] },
  create(context) {
    const groups = context.options[0] ?? [];
    const restricted = (specifier) => {
      const path = specifier.replace(/^(?:\.\.?\/)+/, '');
      const hit = (glob) => matchesGlob(path, glob) || matchesGlob(specifier, glob);
      return (
        groups.some((g) => !g.startsWith('!') && hit(g)) && !groups.some((g) => g.startsWith('!') && hit(g.slice(1)))
      );
    };
    return {
      ImportExpression(node) {
        const source = node.source;
        const specifier =
          source.type === 'Literal' && typeof source.value === 'string'
            ? source.value
            : source.type === 'TemplateLiteral' && source.expressions.length === 0
              ? source.quasis[0].value.cooked
              : undefined;
        if (specifier !== undefined && restricted(specifier)) {
          context.report({
            node,
            message: `'${specifier}' crosses a layer of the pipeline the wrong way (eslint.config.js, LAYERS), dynamically imported or not.`,
          });
        }
      },
    };
  },
};

// What a layer may import only dynamically: the command line loads the server for `assay serve` on
// demand, so its start-up does not pay for it.
const DYNAMIC_ONLY = { 'src/cli/**': ['!**/server/**'] };

// One plugin object: entries whose files overlap (src/engine/** and src/engine/run/**) must share it.
const layersPlugin = { rules: { 'no-dynamic-import': dynamicImportRule } };

const dynamicLayerRules = Object.entries(LAYERS).map(([files, folders]) => ({
  files: [files],
  plugins: { layers: layersPlugin },
  rules: {
    'layers/no-dynamic-import': [
      'error',
      [
        ...folders,
        ...(files === 'src/action/**' ? [] : GITHUB),
        ...(files === 'src/server/**' ? [] : DATABASE),
        ...(DYNAMIC_ONLY[files] ?? []),
      ],
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'output/', 'build/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The dashboard's script runs in a browser, as a classic script (src/server/http/assets/).
  {
    files: ['src/server/http/assets/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        document: 'readonly',
        window: 'readonly',
        location: 'readonly',
        EventSource: 'readonly',
        fetch: 'readonly',
        CSS: 'readonly',
        addEventListener: 'readonly',
      },
    },
  },
  ...layerRules,
  ...dynamicLayerRules,
);
