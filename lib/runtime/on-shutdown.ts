import { processWide } from './process-wide';

/** Work to finish before the process exits, e.g. a queue of log rows to write. */
export type ShutdownHook = () => Promise<void> | void;

const hooks = processWide('shutdown.hooks', (): ShutdownHook[] => []);

/**
 * D33: registers work the launcher runs on SIGTERM/SIGINT after the last in-flight request has finished and before the
 * database pool closes. Process-wide: the launcher and the Next.js server bundle each load this module.
 */
export function onShutdown(hook: ShutdownHook): void {
  hooks().push(hook);
}

/** Runs every registered hook once, all at once; a failing hook is reported and does not stop the others. */
export async function runShutdownHooks(report: (error: Error) => void): Promise<void> {
  const registered = hooks().splice(0);
  const results = await Promise.allSettled(registered.map(async (hook) => hook()));
  for (const result of results)
    if (result.status === 'rejected')
      report(result.reason instanceof Error ? result.reason : new Error(String(result.reason)));
}
