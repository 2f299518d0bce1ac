import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type RouteOperation = { method: string; path: string };

const apiRoot = path.resolve(import.meta.dirname, '../../../../app/v1');

/**
 * Every operation a route file under app/v1 offers: its Berlin Group path (`[account-id]` → `{account-id}`,
 * `[[...path]]` → `{...path}`) and each verb it exports as a handler of its own (the verbs `otherMethods` refuses
 * with 405 are destructured, so they do not count).
 */
export function routeFileOperations(): RouteOperation[] {
  return routeFiles(apiRoot).flatMap((file) => {
    const relative = path.relative(apiRoot, path.dirname(file)).split(path.sep).filter(Boolean);
    const template = `/v1${relative.map((segment) => `/${segment.replace(/^\[{1,2}(.+?)\]{1,2}$/, '{$1}')}`).join('')}`;
    const methods = [...readFileSync(file, 'utf8').matchAll(/^export const (GET|POST|PUT|PATCH|DELETE) =/gm)].map((match) => match[1] as string);
    return methods.map((method) => ({ method, path: template }));
  });
}

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}
