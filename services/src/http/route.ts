// The route a request took, the one way the services name a request in their metrics, traces and logs: from what
// express's router tells tracers as each handler starts, a route handler's pattern under its routers' mount paths
// (`/download-api/downloads/:downloadId`), else the mount path of the deepest router a middleware ran in
// (`/customer-api` for a refused bearer or a body that is not JSON). Mount paths are literal (no parameters), so a
// route holds no value of the request: no id, no token of a confirmation link. Kept until the answer is sent, even
// by the app's error handler, after the routers have given back req.baseUrl.
import { tracingChannel } from 'node:diagnostics_channel';
import type { Request } from 'express';

const routes = new WeakMap<Request, string>();
tracingChannel<unknown, { req: Request; route?: string; errorHandler?: boolean }>('express.router.request').subscribe({
  start({ req, route, errorHandler }) {
    if (errorHandler) return;
    // req.route stays set after its route passed the request on: it counts only for that route's own handlers.
    const label = req.route && route === req.route.path ? `${req.baseUrl}${route}` : req.baseUrl;
    if (label) routes.set(req, label);
  },
  end() {},
  asyncStart() {},
  asyncEnd() {},
  error() {},
});

/** The request's route pattern (see above); undefined when no router took it (a 404 of the app itself). */
export const routeOf = (req: Request): string | undefined => routes.get(req);

/**
 * What a log line says of where a request went: its route pattern, or, when no router took it, the path as it came
 * without the query string (signed URLs carry their signatures there).
 */
export const whereTo = (req: Request) => {
  const route = routeOf(req);
  return route ? { route } : { path: req.originalUrl.split('?', 1)[0] };
};
