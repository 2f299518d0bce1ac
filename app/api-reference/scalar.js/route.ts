// GET /api-reference/scalar.js – Scalar's standalone bundle from node_modules, so the reference works offline (D26)
import { readScalarBundle } from '@/lib/api-reference/read-scalar-bundle';

export async function GET(): Promise<Response> {
  return new Response(new Uint8Array(await readScalarBundle()), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
