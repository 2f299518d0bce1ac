import os from 'node:os';
import { appKillApprovalFault } from './faults/app-kill-approval-fault';
import { appKillBatchFault } from './faults/app-kill-batch-fault';
import { startFaultEnvironment } from './faults/fault-environment';
import { postgresRestartFault } from './faults/postgres-restart-fault';

/**
 * PostgreSQL killed and restarted under load, the app killed in the middle of a batch run and in the middle
 * of payment approvals, one after the other on one crash-safe cluster and the built app (npx next build first). Each
 * prints what happened and its checks; resolves to whether every check passed.
 */
export async function runFaults(): Promise<boolean> {
  console.log(
    `Faults: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log('Starting an embedded PostgreSQL (fsync on) and the built app…');
  const environment = await startFaultEnvironment();
  try {
    const passed = [
      await postgresRestartFault(environment),
      await appKillBatchFault(environment),
      await appKillApprovalFault(environment),
    ];
    console.log(
      `\n${passed.every(Boolean) ? 'PASSED' : 'FAILED'}: ${passed.filter(Boolean).length} of ${passed.length} faults passed every check.`,
    );
    return passed.every(Boolean);
  } catch (error) {
    console.log(
      `The fault benchmark stopped: ${(error as Error).stack}\nThe app's last output:\n${environment.output().split('\n').slice(-30).join('\n')}`,
    );
    return false;
  } finally {
    await environment.stop();
  }
}
