import type { ApiEnv } from './api';

/** Every route the app really serves, as [method, OpenAPI path]. */
export function servedRoutes(app: ApiEnv['app']): Array<[string, string]> {
  type Layer = {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  };
  const out: Array<[string, string]> = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          out.push([method, layer.route.path.replace(/:(\w+)/g, '{$1}')]);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  // The docs page's own script is part of the page, not an endpoint.
  return out.filter(([, path]) => path.startsWith('/api/') && !path.startsWith('/api/docs/'));
}
