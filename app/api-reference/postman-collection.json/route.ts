// GET /api-reference/postman-collection.json – the Postman collection (v2.1) generated from the OpenAPI document
import { buildPostmanCollection, type OpenApiDocument } from '@/lib/api-reference/build-postman-collection';
import document from '@/openapi/xs2a.openapi.json';

export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(buildPostmanCollection(document as unknown as OpenApiDocument), {
    headers: { 'Cache-Control': 'public, max-age=300', 'Content-Disposition': 'attachment; filename="nordbank-xs2a.postman_collection.json"' },
  });
}
