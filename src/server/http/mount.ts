// Turns route declarations into Hono handlers: access check, input validation, call, JSON answer.
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { AppError, messages } from '../../shared/errors';
import type { Deps } from '../deps';
import { guestListSharingMs } from '../env';
import type { Access, Actor } from './actor';
import { chooseEncoding, COMPRESS_MIN_BYTES } from './compression';
import { etagOf, type GuestAnswers, type SharedAnswer } from './guest-answers';
import type { AppEnv } from './context';
import { JSON_BODY_LIMIT, UPLOAD_BODY_CEILING, limitBody, rejectUnsafeInput } from './input-limits';
import type { RouteDef } from './route';

function checkAccess(access: Access, actor: Actor | null): void {
  if (access === 'public') return;
  if (!actor) throw new AppError('UNAUTHENTICATED', messages.notAuthenticated);
  switch (access) {
    case 'user':
      return;
    case 'student':
      if (actor.userType !== 'student') throw new AppError('FORBIDDEN', 'This is for students only.');
      return;
    case 'tutor':
      if (actor.userType !== 'tutor') throw new AppError('FORBIDDEN', 'This is for tutors only.');
      return;
    case 'expert':
      if (actor.userType !== 'tutor') throw new AppError('FORBIDDEN', 'This is for tutors only.');
      if (!actor.expertProfileId) throw new AppError('FORBIDDEN', messages.expertProfileNotFound);
      return;
    case 'admin':
      if (!actor.isAdmin) throw new AppError('FORBIDDEN', messages.forbidden);
      return;
  }
}

/** Validates an input against its schema, after the checks every input shares (no NUL, bounded nesting). */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string, status: 400 | 422 = 422): z.infer<T> {
  rejectUnsafeInput(value, where, status);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || where;
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const label = first?.path.length ? `${first.path.join('.')}: ` : '';
  throw new AppError(status === 400 ? 'BAD_REQUEST' : 'VALIDATION', `${label}${first?.message ?? 'Invalid input'}`, { fields });
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

/**
 * Under test, every answer is held to its route's declared response: a mismatch is a 500 that names the
 * route and the first wrong field, so the integration suite fails wherever the contract and the code part.
 */
async function checkAnswer(def: RouteDef, result: unknown): Promise<void> {
  const where = `${def.method} /api${def.path}`;
  const spec = def.response;
  const isFile = typeof spec === 'object' && 'file' in spec;
  let body = result;
  if (result instanceof Response) {
    if (isFile || result.status >= 300) return;
    if (!result.headers.get('content-type')?.includes('application/json')) throw new Error(`${where} answered a non-JSON Response but declares a JSON answer`);
    body = await result.clone().json();
  }
  if (body === undefined || body === null) {
    if (spec === 'empty') return;
    throw new Error(`${where} answered nothing but declares a body`);
  }
  if (spec === 'empty' || isFile) throw new Error(`${where} answered JSON but declares ${spec === 'empty' ? 'an empty answer' : 'a file'}`);
  const parsed = spec.safeParse(JSON.parse(JSON.stringify(body)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where} answered outside its response schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
}

/**
 * A cacheable answer: an ETag of its body (a weak one, as compression may change the bytes), `no-cache` so the
 * browser asks each time, and 304 with no body when the browser's copy is current. The answer can depend on
 * who asks (saved tutors, for one), so shared caches keep it per cookie. Returns the 304, or null: the caller
 * sends the body.
 */
function revalidated(c: Context<AppEnv>, json: string, etag = etagOf(json)): Response | null {
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie');
  // If-None-Match compares weakly: W/"x" and "x" name the same body.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const match = c.req.header('If-None-Match');
  if (match && match.split(',').some((tag) => opaque(tag) === opaque(etag) || tag.trim() === '*')) return c.body(null, 304);
  return null;
}

/** A kept answer shared by guests, revalidated as above, sent in the compressed copy the client accepts. */
async function sharedAnswer(c: Context<AppEnv>, answer: SharedAnswer): Promise<Response> {
  const notModified = revalidated(c, answer.json, answer.etag);
  if (notModified) return notModified;
  const encoding = answer.json.length >= COMPRESS_MIN_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  if (!encoding) return c.body(answer.json, 200, { 'Content-Type': 'application/json' });
  const body = await answer.packed(encoding);
  c.header('Vary', 'Cookie, Accept-Encoding');
  return c.body(new Uint8Array(body), 200, { 'Content-Type': 'application/json', 'Content-Encoding': encoding });
}

export const bodyLimitOf = (def: RouteDef) => def.bodyLimit ?? (def.rawBody ? UPLOAD_BODY_CEILING : JSON_BODY_LIMIT);

/** `guests`: where answers shared by guests are kept (routes with `sharedForGuests`); without it, none are. */
export function mountRoutes(app: Hono<AppEnv>, routes: RouteDef[], deps: Deps, guests?: GuestAnswers): void {
  const sharingMs = guestListSharingMs(deps.env);
  for (const def of routes) {
    app.on(def.method, `/api${def.path}`, limitBody(bodyLimitOf(def)), async (c) => {
      const actor = c.get('actor');
      checkAccess(def.access, actor);
      const status = def.invalidStatus ?? 422;
      // Path and query reach handlers that read them directly too, so they are checked with or without a schema.
      rejectUnsafeInput(c.req.param(), 'params', status);
      rejectUnsafeInput(c.req.query(), 'query', status);
      const params = def.params ? parseInput(def.params, c.req.param(), 'params', status) : undefined;
      const query = def.query ? parseInput(def.query, c.req.query(), 'query', status) : undefined;
      const body = def.body ? parseInput(def.body, await readJson(c), 'body', status) : undefined;
      const args = { deps, actor: actor as Actor, body, query, params, c } as never;
      const answer = async () => {
        const result = await def.handler(args);
        if (deps.env.NODE_ENV === 'test') await checkAnswer(def, result);
        return result;
      };
      if (def.revalidate && def.sharedForGuests && sharingMs > 0 && !actor && guests) {
        const kept = await guests.answer(`${def.method} ${c.req.url}`, sharingMs, async () => JSON.stringify(await answer()));
        if (def.afterAnswer) await def.afterAnswer(args, JSON.parse(kept.json) as never);
        return sharedAnswer(c, kept);
      }
      const result = await answer();
      if (def.afterAnswer && result != null && !(result instanceof Response)) await def.afterAnswer(args, result as never);
      if (result instanceof Response) return result;
      if (result === undefined || result === null) return c.body(null, 204);
      if (def.revalidate) {
        const json = JSON.stringify(result);
        return revalidated(c, json) ?? c.body(json, 200, { 'Content-Type': 'application/json' });
      }
      return c.json(result as object, (def.status ?? 200) as 200);
    });
  }
}
