import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nextPlugin from '@next/eslint-plugin-next';

export default tseslint.config(
  { ignores: ['.next/**', 'node_modules/**', 'lib/generated/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    // Style: nothing under app/ talks to the database directly; handlers call domain functions in lib/.
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
