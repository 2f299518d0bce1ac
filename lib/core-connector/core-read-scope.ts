import { AsyncLocalStorage } from 'node:async_hooks';
import type { CoreReadContext } from '@/lib/core-connector/core-accounts';

// D34: the TPP request a refresh serves, so that the core's calls carry its X-Request-ID without every read passing it.
const storage = new AsyncLocalStorage<CoreReadContext>();

/** Runs `work`, and every refresh it starts, as serving the request `context` names. */
export function runInCoreReadScope<Result>(context: CoreReadContext, work: () => Result): Result {
  return storage.run(context, work);
}

/** The request the work in hand serves; empty outside a scope (the PSU pages), when the reader makes an id. */
export function currentCoreReadContext(): CoreReadContext {
  return storage.getStore() ?? {};
}
