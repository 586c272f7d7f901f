// One declaration per API route: method, path, who may call it, input schemas and a thin handler.
// The registry feeds Hono, the OpenAPI document, the authorization grid test and the fuzz test.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Deps } from '../deps';
import type { Access, Actor } from './actor';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

type HandlerArgs<A extends Access, B, Q, P> = {
  deps: Deps;
  actor: A extends 'public' ? Actor | null : Actor;
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  c: Context;
};

/**
 * What a route answers on success: a zod schema of the JSON body; `empty` for 204 No Content; `file` for a
 * body the handler sends itself as a `Response` (a download, an image, a calendar, a redirect).
 */
export type ResponseSpec = z.ZodType | 'empty' | { file: string };

/** What a handler may return for its response spec. */
type Answer<R> = R extends z.ZodType ? z.input<R> | Response : R extends 'empty' ? void | null | undefined | Response : Response;

export type RouteDef<
  A extends Access = Access,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends ResponseSpec = ResponseSpec,
> = {
  method: Method;
  /** Path under /api, Hono syntax: `/experts/:id`. */
  path: string;
  access: A;
  summary: string;
  tags?: string[];
  body?: B;
  query?: Q;
  params?: P;
  /** Success status; 200 unless set. */
  status?: number;
  /** Upload routes read the raw body themselves (and check their own size limit). */
  rawBody?: boolean;
  /**
   * Largest request body in bytes, refused with 413 while it streams in: 1 MB for JSON routes, a 16 MB
   * ceiling for `rawBody` routes unless set (see input-limits.ts).
   */
  bodyLimit?: number;
  /** Status for input that fails validation: 422 unless a contract fixes 400. */
  invalidStatus?: 400 | 422;
  /**
   * A GET whose answer browsers may keep and revalidate: it carries an ETag of its body, and a request whose
   * If-None-Match names the current one gets 304 with no body (the default is `no-store`).
   */
  revalidate?: boolean;
  /**
   * With `revalidate`: guests' answers at one address are computed once and shared for a moment
   * (GUEST_LIST_SHARING_MS, http/guest-answers.ts); a write request served by this process drops them. Only for
   * answers that depend on nothing but the address for a guest, from handlers without side effects (those go in
   * `afterAnswer`).
   */
  sharedForGuests?: boolean;
  /**
   * What every request does besides reading its answer (counting a view): run with the answer once it is computed
   * or, for a guest, taken from the shared ones; not after an error.
   */
  afterAnswer?: (args: HandlerArgs<A, B, Q, P>, answer: R extends z.ZodType ? z.input<R> : never) => Promise<void> | void;
  /** The success answer: typed for the handler, described in OpenAPI, checked against every answer in tests. */
  response: R;
  handler: (args: HandlerArgs<A, B, Q, P>) => Promise<Answer<R>> | Answer<R>;
};

export function route<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends ResponseSpec = ResponseSpec,
>(def: RouteDef<A, B, Q, P, R>): RouteDef {
  return def as unknown as RouteDef;
}
