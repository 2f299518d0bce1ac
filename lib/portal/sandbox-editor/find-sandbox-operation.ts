import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { sandboxOperations, type SandboxOperation } from './sandbox-operations';

/**
 * The operation for a method and the path segments after /portal/api/sandbox, with its named segments. Unknown paths
 * are 404 and known paths with another method 405, as the API answers them (D2).
 */
export function findSandboxOperation(
  method: string,
  segments: string[],
): { operation: SandboxOperation; params: Record<string, string> } {
  let pathKnown = false;
  for (const operation of sandboxOperations) {
    const pattern = operation.pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      return part === segment;
    });
    if (!matches) continue;
    pathKnown = true;
    if (operation.method === method) return { operation, params };
  }
  if (pathKnown) throw new Xs2aError('SERVICE_INVALID', { status: 405, text: `${method} is not allowed here.` });
  throw new Xs2aError('RESOURCE_UNKNOWN', {
    text: `There is no sandbox resource at ${segments.join('/').slice(0, 200)}.`,
  });
}
