import { readFile } from 'node:fs/promises';
import path from 'node:path';

// D26: Scalar's standalone bundle is served from our own origin, so the API reference loads nothing from a CDN.
const bundleFile = path.join(
  process.cwd(),
  'node_modules',
  '@scalar',
  'api-reference',
  'dist',
  'browser',
  'standalone.js',
);
let bundle: Promise<Buffer> | undefined;

/** The bundle's bytes, read once per process (4 MB; the installed package does not change while the server runs). */
export function readScalarBundle(): Promise<Buffer> {
  bundle ??= readFile(bundleFile);
  return bundle;
}
