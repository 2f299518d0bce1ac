// npm run reference-core -- --data <export.json> [--port 4010]: the reference core on its own (D34).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startReferenceCore } from './start-reference-core';

const usage = `Usage: npm run reference-core -- --data <export.json> [--port 4010] [--host 127.0.0.1] [--base-path /xs2a]
                              [--tls-cert server.pem --tls-key server-key.pem --client-ca bank-ca.pem]

Serves the core connector's contract (docs/core-connector.md) from a bank-data export. Faults and bookings are
switched through POST <url>/_reference/faults, /_reference/transactions and /_reference/balances (JSON).`;

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'base-path': { type: 'string', default: '' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'client-ca': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const tlsFiles = [values['tls-cert'], values['tls-key'], values['client-ca']];
if (values.help || !values.data || !/^\d+$/.test(values.port) || ![0, 3].includes(tlsFiles.filter(Boolean).length)) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const [certFile, keyFile, clientCaFile] = tlsFiles;
const core = await startReferenceCore({
  exportFile: values.data,
  port: Number(values.port),
  host: values.host,
  basePath: values['base-path'],
  tls:
    certFile && keyFile && clientCaFile
      ? {
          certPem: fs.readFileSync(certFile, 'utf8'),
          keyPem: fs.readFileSync(keyFile, 'utf8'),
          clientCaPem: fs.readFileSync(clientCaFile, 'utf8'),
        }
      : undefined,
});
console.log(`Reference core serving ${values.data} at ${core.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void core.close().then(() => process.exit(0)));
