// GET /api-reference/postman-collection.json – the Postman collection (v2.1) generated from the OpenAPI document
import { headers } from 'next/headers';
import { buildPostmanCollection, type OpenApiDocument } from '@/lib/api-reference/build-postman-collection';
import { requestOrigin } from '@/lib/web/request-origin';
import document from '@/openapi/xs2a.openapi.json';

// Its baseUrl is the origin it is downloaded from.
export async function GET(): Promise<Response> {
  return Response.json(buildPostmanCollection(document as unknown as OpenApiDocument, requestOrigin(await headers())), {
    headers: {
      'Cache-Control': 'public, max-age=300',
      Vary: 'Host',
      'Content-Disposition': 'attachment; filename="nordbank-xs2a.postman_collection.json"',
    },
  });
}
