import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { integrationAppLog } from './support/integration-app-log';
import { startTestEnvironment, type TestEnvironment } from './support/test-environment';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    adminDatabaseUrl: string;
  }
}

let environment: TestEnvironment | undefined;

/** One embedded PostgreSQL and one production app server for the whole integration run. */
export async function setup(project: TestProject): Promise<void> {
  environment = await startTestEnvironment();
  project.provide('baseUrl', environment.baseUrl);
  project.provide('databaseUrl', environment.databaseUrl);
  project.provide('adminDatabaseUrl', environment.adminDatabaseUrl);
}

export async function teardown(): Promise<void> {
  if (!environment) return;
  await environment.stop();
  await mkdir(path.dirname(integrationAppLog), { recursive: true });
  await writeFile(integrationAppLog, environment.output());
}
