// D35: the register's download and parse, in a worker thread so that hundreds of MB never hold the event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { parseEbaRegister, type EbaRegisterParse } from './parse-eba-register';
import { readRegisterSource } from './read-register-source';
import type { ReadEbaRegisterInput } from './read-eba-register-in-worker';

const input = workerData as ReadEbaRegisterInput;
const result: EbaRegisterParse = await parseEbaRegister({
  chunks: readRegisterSource(input.source, input.timeoutMs),
  maxBytes: input.maxBytes,
  hostCountry: input.hostCountry,
}).catch((error: Error) => ({ ok: false, problem: 'unreadable', reason: error.message }));
parentPort?.postMessage(result);
