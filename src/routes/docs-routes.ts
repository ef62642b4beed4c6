import { DOCS_PAGE_CSP, buildDocsPage } from '../docs/docs-page.ts';
import { buildLlmsTxt } from '../docs/llms.ts';
import { buildOpenApi } from '../docs/openapi.ts';
import type { Route } from '../http/route-types.ts';
import type { App } from '../app.ts';

/** /openapi.json, /docs and /llms.txt: public, derived from the rest of the route table once, at start-up. */
export function docsRoutes(app: App, routes: () => readonly Route[]): Route[] {
  let built: { openapi: Buffer; docs: Buffer; llms: Buffer } | null = null;
  const get = () => {
    if (!built) {
      const table = routes();
      const openapi = buildOpenApi(table, app.config.publicBaseUrl);
      built = {
        openapi: Buffer.from(JSON.stringify(openapi)),
        docs: Buffer.from(buildDocsPage(openapi)),
        llms: Buffer.from(buildLlmsTxt(table, app.config.publicBaseUrl)),
      };
    }
    return built;
  };
  const common = { method: 'GET' as const, tag: 'Docs', access: 'public' as const, cost: 0, params: [], errors: [], mcp: false as const, cache: 'public, max-age=300' };
  return [
    {
      ...common, id: 'openapi', path: '/openapi.json', summary: 'OpenAPI 3.1 description of this API',
      response: { status: 200, description: 'OpenAPI document', schema: { type: 'object' } },
      handler: () => ({ body: get().openapi }),
    },
    {
      ...common, id: 'docs', path: '/docs', summary: 'Interactive documentation and playground',
      response: { status: 200, description: 'HTML page', contentType: 'text/html' },
      handler: () => ({ body: get().docs, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': DOCS_PAGE_CSP } }),
    },
    {
      ...common, id: 'llms', path: '/llms.txt', summary: 'Plain-text API summary for language models',
      response: { status: 200, description: 'Text', contentType: 'text/plain' },
      handler: () => ({ body: get().llms, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    },
  ];
}
