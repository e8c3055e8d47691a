import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The pipeline's layers (see docs/architecture.md): which folders of src/ a folder may not import.
// Only the action imports @actions/*; only the server imports a database client.
const ADAPTERS = ['**/cli/**', '**/action/**', '**/server/**'];
const GITHUB = ['@actions/*'];
const DATABASE = ['pg', 'pg-*'];
const LAYERS = {
  'src/model/**': ['**/engine/**', '**/collection/**', '**/report/**', '**/session/**', ...ADAPTERS],
  // The collection checker reads validator arguments through the registry, and nothing else of the engine.
  'src/collection/**': [
    '**/report/**',
    '**/session/**',
    ...ADAPTERS,
    ...['plan', 'run', 'http', 'queries', 'probes'].map((d) => `**/engine/${d}/**`),
  ],
  'src/engine/**': ['**/collection/**', '**/report/**', '**/session/**', ...ADAPTERS],
  'src/report/**': ['**/engine/**', '**/collection/**', '**/session/**', ...ADAPTERS],
  'src/session/**': ADAPTERS,
  // The command line loads the server only with a dynamic import, for `assay serve` (not checked by this rule).
  'src/cli/**': ['**/action/**', '**/server/**'],
  // The action's `args` input is read with the command line's option table.
  'src/action/**': ['**/cli/*', '!**/cli/args.ts', '**/cli/commands/**', '**/server/**'],
  'src/server/**': ['**/action/**'],
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
  ...layerRules,
);
