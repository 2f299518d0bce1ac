import { defineConfig } from 'vitest/config';
import path from 'node:path';

const alias = { '@': path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'lib/**/*.test.ts',
            'tools/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'openapi/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Some tests make RSA keys and certificate chains in JavaScript (node-forge): seconds each on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One app server and one database are shared; files run one at a time to keep the 2-core machine calm.
          fileParallelism: false,
        },
      },
    ],
  },
});
