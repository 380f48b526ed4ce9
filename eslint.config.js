// ESLint only guards the import boundaries of ARCHITECTURE.md; Biome does the rest of the linting.
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|\\./|\\.\\./).*',
              message: 'The contract imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // @academy/contract/constants is the zod-free entry the web app's first download may import.
    files: ['packages/contract/src/constants/**/*.ts'],
    rules: restrict(
      [
        'zod',
        'zod/*',
        '../*',
        '!../countries.ts',
        '!../input-hygiene.ts',
        '!../prices.ts',
        '!../web-pages.ts',
      ],
      'constants/ imports no zod, and nothing that does.',
    ),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict(['@academy/web', '**/apps/web/**'], 'The server never imports the web app.'),
  },
  {
    // Services may name the database handle's type (to pass it, or a transaction, to repos);
    // anything that runs against the database stays in *.repo.ts.
    files: ['apps/server/src/modules/**/*.routes.ts', 'apps/server/src/modules/**/*.service.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/pglite',
                '**/db/client*',
                '**/db/schema*',
              ],
              allowTypeImports: true,
              message: 'Only *.repo.ts files touch the database: routes → service → repo.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict(
      ['@academy/server', '**/apps/server/**', 'fastify', 'drizzle-orm'],
      'The web app never imports the server.',
    ),
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: restrict(
      ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
      'lib and components/ui sit below features and app.',
    ),
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: restrict(
      ['@/features/*', '@/app/*', '../../*', '../../../*'],
      'Features do not import each other or the app: share through @/lib or @/components/ui.',
    ),
  },
  {
    // The server's test files share one module graph per worker (isolate: false, docs/testing.md):
    // a module stub, a fake clock or a changed global would leak into the next file.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers', 'setSystemTime'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server tests share a worker: pass a TestClock or options to buildTestApp instead.',
        })),
      ],
    },
  },
];
