import type { Route } from '../http/route-types.ts';
import type { App } from '../app.ts';
import { documentedPath } from '../docs/openapi.ts';
import { debugRoutes } from './debug-routes.ts';
import { docsRoutes } from './docs-routes.ts';
import { exerciseRoutes } from './exercise-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { programRoutes } from './program-routes.ts';
import { referenceRoutes } from './reference-routes.ts';

/** The route table: the single source of truth for the router, validation, /openapi.json, /docs, /llms.txt and MCP. */
export function buildRoutes(app: App): Route[] {
  const routes: Route[] = [];
  const endpoints = () => Object.fromEntries(routes.filter((r) => r.access !== 'public' || r.tag !== 'Docs').map((r) => [r.id, documentedPath(r.path)]));
  routes.push(
    ...healthRoutes(app, endpoints),
    ...exerciseRoutes(app),
    ...referenceRoutes(app),
    ...programRoutes(app),
    ...mediaRoutes(app, app.mediaTokens, app.bodymaps),
    ...docsRoutes(app, () => routes),
    ...(app.stages ? debugRoutes(app.stages, app.ledger) : []),
  );
  return routes;
}
