import { Worker } from 'node:worker_threads';
import type { EbaRegisterParse } from './parse-eba-register';

export type ReadEbaRegisterInput = { source: string; maxBytes: number; hostCountry: string; timeoutMs: number };

/** D35: reads and parses the source in a worker thread, ended after `timeoutMs` or on `signal`, whatever it is doing. */
export function readEbaRegisterInWorker(input: ReadEbaRegisterInput, signal?: AbortSignal): Promise<EbaRegisterParse> {
  // The launcher runs TypeScript through tsx, which a worker must register for itself.
  const entry = new URL('./eba-register-worker.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const { source, maxBytes, hostCountry, timeoutMs } = input;
  const worker = new Worker(code, { eval: true, workerData: { source, maxBytes, hostCountry, timeoutMs } });
  return new Promise<EbaRegisterParse>((resolve) => {
    const end = (reason: string) => {
      resolve({ ok: false, problem: 'unreadable', reason });
      void worker.terminate();
    };
    const timer = setTimeout(() => end(`no answer within ${timeoutMs} ms`), timeoutMs + 1_000);
    signal?.addEventListener('abort', () => end('the instance is stopping'), { once: true });
    worker.once('message', (result: EbaRegisterParse) => resolve(result));
    worker.once('error', (error) => resolve({ ok: false, problem: 'unreadable', reason: error.message }));
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve({ ok: false, problem: 'unreadable', reason: 'the worker ended without an answer' });
    });
  });
}
