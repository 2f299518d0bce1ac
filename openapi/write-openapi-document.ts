// npx tsx openapi/write-openapi-document.ts – writes openapi/xs2a.openapi.json from the code (a test fails when it is stale)
import { writeFile } from 'node:fs/promises';
import { buildOpenApiDocument } from './build-openapi-document';

const file = new URL('./xs2a.openapi.json', import.meta.url);
await writeFile(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${file.pathname}`);
