import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nextPlugin from '@next/eslint-plugin-next';
import globals from 'globals';

const outsideTheApp = {
  group: ['@/tools/**', '@/tests/**', '**/../tools/**', '**/../tests/**'],
  message:
    'app/, components/ and lib/ run in production: they never import the signing kit (tools/) or test code (tests/).',
};

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'lib/generated/**',
      '.data/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': 'off',
    },
  },
  {
    // D13: inside a transaction's callback, every statement goes through the callback's client. The global client (or
    // its pool) would take a second connection while the transaction holds one and its locks: the pool can run dry.
    // This catches the direct use; lib/db.ts refuses the indirect one (a function that uses `db`) at run time.
    files: ['lib/**/*.ts', 'app/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.name=/^(runTransaction|readSnapshot)$/]',
          'CallExpression[callee.property.name="$transaction"] > :function',
        ].map((transaction) => ({
          selector: `${transaction} :matches(Identifier[name=/^(db|getDb|getPool|queryRows|executeStatement)$/])`,
          message: "Inside a transaction, use the transaction's client, not the global client or its pool (D13).",
        })),
      ],
    },
  },
  {
    // Vitest's ProvidedContext can only be extended by declaration merging, which needs an interface.
    files: ['tests/integration/global-setup.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // docs/architecture.md "Layout": lib/ holds what runs; the signing kit (tools/) and test fixtures (tests/) stay out.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outsideTheApp] }] },
  },
  {
    // docs/architecture.md "Conventions": nothing under app/ talks to the database directly; handlers call domain functions in lib/.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@prisma/client', message: 'Call a domain function in lib/ instead of Prisma.' },
            { name: '@/lib/db', message: 'Call a domain function in lib/ instead of Prisma.' },
          ],
          patterns: [
            {
              group: ['**/generated/prisma', '**/generated/prisma/*', '@/lib/generated/*'],
              message: 'Call a domain function in lib/ instead of Prisma.',
            },
            outsideTheApp,
          ],
        },
      ],
    },
  },
);
