// The HTTP application: middleware, the API from the module registry, and the single-page app.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { AppError, isAppError, type ErrorBody } from '../shared/errors';
import { mountAuthRoutes } from './auth/auth-routes';
import type { Deps } from './deps';
import type { AppEnv } from './http/context';
import { createGuestAnswers } from './http/guest-answers';
import { mountRoutes } from './http/mount';
import { buildOpenApi } from './http/openapi';
import { route, type RouteDef } from './http/route';
import { allRoutes } from './modules';
import { resolveActor } from './modules/identity/identity.service';
import { healthOf, healthSchema, readinessOf, readinessSchema } from './health.repo';
import { videoContentSecurityPolicy, videoPermissionsPolicy } from './adapters/video/security-headers';
import { fromDatabaseError } from './http/db-errors';
import { withPaymentSources } from './adapters/payments/security-headers';
import { compressAnswers } from './http/compression';
import { csrfRefusal } from './http/csrf';
import { JSON_BODY_LIMIT, limitBody, rejectUnsafeInput } from './http/input-limits';
import { withDataPreloads, withRoutePreloads, type Manifest } from './http/route-preload';
import { createPageRender, sendPage } from './http/page-render';
import { inlineScriptHashes, withScriptSources } from './http/inline-scripts';
import { mountProfilePage, mountSeoRoutes, withIntroVideoSources } from './modules/experts/profile.html';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), display-capture=(self), geolocation=()';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const coreRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness: the database and the realtime bus (200 while the bus reconnects)',
    tags: ['ops'],
    response: healthSchema,
    handler: async ({ deps, c }) => {
      const h = await healthOf(deps);
      return c.json(h, h.db === 'ok' ? 200 : 503);
    },
  }),
  route({
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary: 'Readiness: 503 while the database or the realtime bus is down, or the process is shutting down',
    tags: ['ops'],
    response: readinessSchema,
    handler: async ({ deps, c }) => {
      const h = await readinessOf(deps);
      return c.json(h, h.ready ? 200 : 503);
    },
  }),
];

export function registeredRoutes(): RouteDef[] {
  return [...coreRoutes, ...allRoutes];
}

/** The public pages sent rendered (the expert profile too, with its own head: modules/experts/profile.html.ts). */
const RENDERED_PAGES = ['/', '/discover-experts', '/booking/:expertId', '/auth/student', '/auth/tutor', '/forgot-password', '/reset-password', '/terms', '/privacy'];

export function createApp(deps: Deps, options: { trustedOrigins?: string[] } = {}) {
  const app = new Hono<AppEnv>();
  const routes = registeredRoutes();
  const trusted = new Set([deps.baseUrl, ...(options.trustedOrigins ?? [])]);
  const webRoot = path.resolve(deps.env.WEB_DIST);
  const indexPath = path.join(webRoot, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  const csp = withScriptSources(
    withPaymentSources(withIntroVideoSources(videoContentSecurityPolicy(CSP, deps.env)), deps.payments.name),
    indexHtml ? inlineScriptHashes(indexHtml) : [],
  );
  const permissionsPolicy = videoPermissionsPolicy(PERMISSIONS_POLICY, deps.env);

  app.onError((err, c) => {
    const mapped = isAppError(err) ? err : fromDatabaseError(err);
    if (mapped) {
      const body: ErrorBody = { error: { code: mapped.code, message: mapped.message, ...(mapped.fields ? { fields: mapped.fields } : {}) } };
      return c.json(body, mapped.status as 400);
    }
    deps.logger.error({ err, path: c.req.path, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ error: { code: 'INTERNAL', message: 'An unexpected error occurred' } } satisfies ErrorBody, 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } } satisfies ErrorBody, 404)
      : c.text('Not found', 404),
  );

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('requestId', randomUUID());
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Content-Security-Policy', csp);
    c.header('Permissions-Policy', permissionsPolicy);
    if (c.req.path.startsWith('/api/')) {
      // A route that says how its answer may be kept (revalidate, a file's own lifetime) keeps its header.
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
      deps.logger.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
    } else if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !c.res.headers.has('Cache-Control')) {
      // Pages name the current build's hashed assets: the browser checks for a new page on each visit.
      c.header('Cache-Control', 'no-cache');
    }
  });

  app.use('*', compressAnswers());

  // Lists guests share (http/guest-answers.ts) are dropped by every write this process serves, whatever it changed.
  const guestAnswers = createGuestAnswers();
  app.use('/api/*', async (c, next) => {
    await next();
    if (!SAFE_METHODS.has(c.req.method)) guestAnswers.clear();
  });

  // Cookie-authenticated mutations from a foreign page are refused (CSRF); the sign-in routes alike.
  app.use('/api/*', async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const host = c.req.header('host');
      const own = (origin: string) => trusted.has(origin) || (!!host && (origin === `http://${host}` || origin === `https://${host}`));
      const refusal = csrfRefusal(c.req.raw.headers, own);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
    }
    await next();
  });

  // The auth routes read their bodies themselves: the same size, nesting and NUL limits as every route.
  app.use('/api/auth/*', limitBody(JSON_BODY_LIMIT), async (c, next) => {
    rejectUnsafeInput(c.req.query(), 'query', 422);
    if (c.req.method === 'POST' && (c.req.header('content-type') ?? '').includes('json')) {
      const body: unknown = await c.req.raw.clone().json().catch(() => undefined);
      rejectUnsafeInput(body, 'body', 422);
    }
    await next();
  });

  mountAuthRoutes(app, deps);

  app.use('/api/*', async (c, next) => {
    c.set('actor', await resolveActor(deps, c.req.raw.headers));
    await next();
  });

  app.get('/api/openapi.json', (c) => c.json(buildOpenApi(routes)));
  mountRoutes(app, routes, deps, guestAnswers);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });

  mountSeoRoutes(app, deps);
  if (indexHtml) {
    const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
    const manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest) : {};
    const sessionHtml = withRoutePreloads(indexHtml, manifest, 'app/routes/session.tsx');
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // Public pages go out rendered, with their data (http/page-render.ts); the rest of the app is the shell.
    const renderPage = createPageRender(webRoot, app, deps.logger);
    const rendered = async (c: Context<AppEnv>, html: string) => {
      const page = renderPage ? await renderPage(c, html) : null;
      return page ? sendPage(c, page) : c.html(html);
    };
    for (const page of RENDERED_PAGES) app.get(page, (c) => rendered(c, indexHtml));
    // Build metadata (.vite/manifest.json) and other dot-paths are not public files.
    // The build's Brotli and gzip copies go out in place of the file when the browser accepts them.
    const serveWeb = serveStatic({ root: path.relative(process.cwd(), webRoot) || '.', precompressed: true });
    app.use('*', (c, next) => (c.req.path.split('/').some((part) => part.startsWith('.')) ? next() : serveWeb(c, next)));
    // The session page starts with the signed-in user and the session (booking ids are UUIDs).
    app.get('/session/:bookingId', (c) => {
      const id = c.req.param('bookingId');
      return c.html(UUID.test(id) ? withDataPreloads(sessionHtml, ['/api/me', `/api/sessions/${id}`]) : sessionHtml);
    });
    mountProfilePage(app, deps, withRoutePreloads(indexHtml, manifest, 'app/routes/expert-profile.tsx'), renderPage);
    app.get('*', (c) => c.html(indexHtml));
  }
  return app;
}

