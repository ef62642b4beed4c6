import type { Route } from '../http/route-types.ts';
import type { App } from '../app.ts';

interface Built { openapi: Buffer; docs: Buffer; llms: Buffer; csp: string }

/**
 * /openapi.json, /docs and /llms.txt: public, derived from the rest of the route table once, on the first request
 * for any of them. Their modules (the page's script and style among them) are loaded then too, not at start-up.
 */
export function docsRoutes(app: App, routes: () => readonly Route[]): Route[] {
  let built: Promise<Built> | null = null;
  const build = async (): Promise<Built> => {
    const [{ buildOpenApi }, { DOCS_PAGE_CSP, buildDocsPage }, { buildLlmsTxt }] = await Promise.all([
      import('../docs/openapi.ts'), import('../docs/docs-page.ts'), import('../docs/llms.ts'),
    ]);
    const table = routes();
    const openapi = buildOpenApi(table, app.config.publicBaseUrl);
    return {
      openapi: Buffer.from(JSON.stringify(openapi)),
      docs: Buffer.from(buildDocsPage(openapi)),
      llms: Buffer.from(buildLlmsTxt(table, app.config.publicBaseUrl)),
      csp: DOCS_PAGE_CSP,
    };
  };
  const get = (): Promise<Built> => (built ??= build().catch((err: unknown) => {
    built = null; // a failure is not kept: the next request tries again
    throw err;
  }));
  const common = { method: 'GET' as const, tag: 'Docs', access: 'public' as const, cost: 0, params: [], errors: [], mcp: false as const, cache: 'public, max-age=300' };
  return [
    {
      ...common, id: 'openapi', path: '/openapi.json', summary: 'OpenAPI 3.1 description of this API',
      response: { status: 200, description: 'OpenAPI document', schema: { type: 'object' } },
      handler: async () => ({ body: (await get()).openapi }),
    },
    {
      ...common, id: 'docs', path: '/docs', summary: 'Interactive documentation and playground',
      response: { status: 200, description: 'HTML page', contentType: 'text/html' },
      handler: async () => {
        const { docs, csp } = await get();
        return { body: docs, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp } };
      },
    },
    {
      ...common, id: 'llms', path: '/llms.txt', summary: 'Plain-text API summary for language models',
      response: { status: 200, description: 'Text', contentType: 'text/plain' },
      handler: async () => ({ body: (await get()).llms, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    },
  ];
}
