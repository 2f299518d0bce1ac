import type { FaultEnvironment } from './fault-environment';
import type { FaultTpp } from './fault-world';
import { withDeadline } from './with-deadline';

export type RestartAndRunBatchInput = { environment: FaultEnvironment; world: FaultTpp; runDeadlineMs: number };

/** Starts the killed app again, then asks for a batch run: its answer (null when it failed) and the ids it executed. */
export async function restartAndRunBatch(input: RestartAndRunBatchInput) {
  await withDeadline('starting the app again', input.environment.startApp(), 240_000);
  const run = await withDeadline(
    'the batch run',
    input.world.client().request('POST', '/v1/sandbox/batch-runs'),
    input.runDeadlineMs,
  ).catch(() => null);
  return { run, executed: (run?.body as { executed?: string[] } | undefined)?.executed ?? [] };
}
