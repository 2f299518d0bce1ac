import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type RouteOperation = { method: string; path: string };
/** A route file's operation with what its withXs2a options say: the operation name and the PSD2 roles (D3). */
export type NamedRouteOperation = RouteOperation & { operation: string | null; roles: string[] };

const apiRoot = path.resolve(import.meta.dirname, '../../../../app/v1');

/**
 * Every operation a route file under app/v1 offers: its Berlin Group path (`[account-id]` → `{account-id}`,
 * `[[...path]]` → `{...path}`) and each verb it exports as a handler of its own (the verbs `otherMethods` refuses
 * with 405 are destructured, so they do not count).
 */
export function routeFileOperations(): RouteOperation[] {
  return namedRouteFileOperations().map(({ method, path }) => ({ method, path }));
}

/** As routeFileOperations, with each handler's `operation` and `roles` options (null and [] where it has none). */
export function namedRouteFileOperations(): NamedRouteOperation[] {
  return routeFiles(apiRoot).flatMap((file) => {
    const relative = path.relative(apiRoot, path.dirname(file)).split(path.sep).filter(Boolean);
    const template = `/v1${relative.map((segment) => `/${segment.replace(/^\[{1,2}(.+?)\]{1,2}$/, '{$1}')}`).join('')}`;
    const text = readFileSync(file, 'utf8');
    const methods = [...text.matchAll(/^export const (GET|POST|PUT|PATCH|DELETE) =/gm)].map(
      (match) => match[1] as string,
    );
    return methods.map((method) => ({ method, path: template, ...handlerOptions(text, method) }));
  });
}

/** The options of the withXs2a call that makes a verb's handler: `export const GET = withXs2a(` or `GET: withXs2a(` in a table. */
function handlerOptions(text: string, method: string): { operation: string | null; roles: string[] } {
  const start = new RegExp(`(?:export const ${method} =|^\\s*${method}:) withXs2a`, 'm').exec(text)?.index;
  if (start === undefined) return { operation: null, roles: [] };
  const end = text.indexOf('withXs2a', text.indexOf('withXs2a', start) + 1);
  const handler = text.slice(start, end === -1 ? undefined : end);
  const roles = /roles: \[([^\]]*)\]/.exec(handler)?.[1] ?? '';
  return {
    operation: /operation: '([A-Za-z]+)'/.exec(handler)?.[1] ?? null,
    roles: [...roles.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1] as string),
  };
}

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}
