import { readFileSync } from 'node:fs';

/** User plus system CPU of a process so far, in milliseconds (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/**
 * The same for the process's main thread alone, the one that runs the event loop (its thread id is the process id):
 * the app's bottleneck. The process's figure also counts V8's helper threads and libuv's thread pool.
 */
export function eventLoopCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

function statCpuMs(file: string): number {
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
