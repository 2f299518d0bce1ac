import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nextPlugin from '@next/eslint-plugin-next';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['.next/**', 'node_modules/**', 'lib/generated/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
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
    // Vitest's ProvidedContext can only be extended by declaration merging, which needs an interface.
    files: ['tests/integration/global-setup.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
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
            { group: ['**/generated/prisma', '**/generated/prisma/*', '@/lib/generated/*'], message: 'Call a domain function in lib/ instead of Prisma.' },
          ],
        },
      ],
    },
  },
);
