import { AsyncLocalStorage } from 'node:async_hooks';
import type { CoreReadContext } from '@/lib/core-connector/core-accounts';
import { processWide } from '@/lib/runtime/process-wide';

// D34: the TPP request a refresh serves, so that the core's calls carry its X-Request-ID without every read passing it.
// Process-wide: the route that opens the scope and the reader that reads it may be different copies of lib/.
const storage = processWide('core-connector.read-scope', () => new AsyncLocalStorage<CoreReadContext>());

/** Runs `work`, and every refresh it starts, as serving the request `context` names. */
export function runInCoreReadScope<Result>(context: CoreReadContext, work: () => Result): Result {
  return storage().run(context, work);
}

/** The request the work in hand serves; empty outside a scope (the PSU pages), when the reader makes an id. */
export function currentCoreReadContext(): CoreReadContext {
  return storage().getStore() ?? {};
}
