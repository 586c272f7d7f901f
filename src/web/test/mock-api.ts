// HTTP mocked at the fetch boundary: a small router of `METHOD /path → answer` that records every call.
// Answers of the routes in `ApiContract` are checked against the shared DTO types; any other route must
// name its answer type (`api.on<MyType>('GET /api/x', ...)`). A call no route answers gets a 404 and is
// listed in `unhandled()`, so a test can insist that a screen made only the calls it expected.
import type { Me, PublicConfig } from '@shared/schemas/auth';
import type { BookingCounts, BookingDto, SlotsResponse } from '@shared/schemas/bookings';
import type { Domain, ExpertListResponse, PublicExpert } from '@shared/schemas/experts';
import type { ChatRequestDto, MessageDto, ThreadDto, UnreadCounts } from '@shared/schemas/messaging';
import type { NotificationList } from '@shared/schemas/notifications';
import type { BioResponse, OnboardingSaved, OnboardingState, QuestionsResponse } from '@shared/schemas/profiles';
import type { RescheduleRequestDto } from '@shared/schemas/reschedule';
import type { TutorSearchResponse } from '@shared/schemas/search';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /api/${string}`;

/** The answers of the endpoints these tests mock, by the shared contract types. */
export type ApiContract = {
  'GET /api/me': Me;
  'GET /api/config': PublicConfig;
  'GET /api/domains': Domain[];
  'GET /api/experts': ExpertListResponse;
  'GET /api/experts/:id': PublicExpert;
  'GET /api/experts/:id/slots': SlotsResponse;
  'POST /api/ai/tutor-search': TutorSearchResponse;
  'POST /api/bookings': BookingDto;
  'GET /api/bookings': BookingDto[];
  'GET /api/bookings/counts': BookingCounts;
  'PATCH /api/bookings/:id': BookingDto;
  'GET /api/reschedule-requests': RescheduleRequestDto[];
  'GET /api/threads': ThreadDto[];
  'GET /api/threads/:id/messages': MessageDto[];
  'POST /api/threads/:id/messages': MessageDto;
  'POST /api/threads/:id/read': { updated: number };
  'GET /api/chat-requests': ChatRequestDto[];
  'GET /api/messages/unread': UnreadCounts;
  'GET /api/notifications': NotificationList;
  'GET /api/onboarding': OnboardingState;
  'POST /api/onboarding/questions': QuestionsResponse;
  'POST /api/onboarding/bio': BioResponse;
  'PUT /api/onboarding': OnboardingSaved;
};

export type MockRequest = {
  method: Method;
  /** The path without the query string, e.g. `/api/bookings`. */
  path: string;
  query: URLSearchParams;
  /** `:name` segments of the route that answered. */
  params: Record<string, string>;
  /** The parsed JSON body, or the raw body when it is not JSON (a file upload). */
  body: unknown;
  headers: Record<string, string>;
};

const REPLY = Symbol('reply');
/** An answer with a status other than 200 (an error, 201, 204). */
export type MockReply = { [REPLY]: true; status: number; body: unknown };

export const reply = (status: number, body?: unknown): MockReply => ({ [REPLY]: true, status, body });
/** The error shape the server sends and api-client parses back into ApiError. */
export const replyError = (status: number, code: string, message: string, fields?: Record<string, string>): MockReply =>
  reply(status, { error: { code, message, ...(fields ? { fields } : {}) } });

type Result<T> = T | MockReply | Promise<T | MockReply>;
export type Answer<T> = T | MockReply | ((req: MockRequest) => Result<T>);

type Route = { method: Method; segments: string[]; answer: Answer<unknown>; once: boolean; used: boolean };

const isReply = (x: unknown): x is MockReply => typeof x === 'object' && x !== null && REPLY in x;

function parseKey(key: string): { method: Method; segments: string[] } {
  const [method, path] = key.split(' ') as [Method, string];
  return { method, segments: path.split('/').filter(Boolean) };
}

function match(route: Route, method: string, segments: string[]): Record<string, string> | null {
  if (route.method !== method || route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const want = route.segments[i];
    if (want.startsWith(':')) params[want.slice(1)] = decodeURIComponent(segments[i]);
    else if (want !== segments[i]) return null;
  }
  return params;
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Header names in lower case, as HTTP treats them. */
function headersOf(init: HeadersInit | undefined): Record<string, string> {
  const entries: [string, string][] = !init ? [] : Array.isArray(init) ? init : init instanceof Headers ? [...init.entries()] : Object.entries(init);
  return Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value]));
}

export class MockApi {
  private routes: Route[] = [];
  private recorded: MockRequest[] = [];
  private missed: string[] = [];

  /** Answers `METHOD /api/path` (`:id` segments match anything); a later `on` for the same call wins. */
  on<K extends keyof ApiContract>(route: K, answer: Answer<ApiContract[K]>): this;
  on<T = never>(route: RouteKey, answer: Answer<NoInfer<T>>): this;
  on(route: RouteKey, answer: Answer<unknown>): this {
    this.routes.unshift({ ...parseKey(route), answer, once: false, used: false });
    return this;
  }

  /** Answers the next matching call only, then falls back to the routes registered before. */
  once<K extends keyof ApiContract>(route: K, answer: Answer<ApiContract[K]>): this;
  once<T = never>(route: RouteKey, answer: Answer<NoInfer<T>>): this;
  once(route: RouteKey, answer: Answer<unknown>): this {
    this.routes.unshift({ ...parseKey(route), answer, once: true, used: false });
    return this;
  }

  /** Every call so far, in order. */
  get calls(): readonly MockRequest[] {
    return this.recorded;
  }

  /** The calls to one route (same `:param` matching as `on`). */
  callsTo(route: RouteKey): MockRequest[] {
    const r: Route = { ...parseKey(route), answer: null, once: false, used: false };
    return this.recorded.filter((c) => match(r, c.method, c.path.split('/').filter(Boolean)) !== null);
  }

  /** The body of the last call to a route; fails when there was none. */
  lastBody(route: RouteKey): unknown {
    const calls = this.callsTo(route);
    if (calls.length === 0) throw new Error(`No call to ${route}. Calls: ${this.describe()}`);
    return calls[calls.length - 1].body;
  }

  /** `METHOD /path?query` of the calls no route answered. */
  unhandled(): string[] {
    return [...this.missed];
  }

  describe(): string {
    return this.recorded.map((c) => `${c.method} ${c.path}${c.query.size ? `?${c.query}` : ''}`).join(', ') || '(none)';
  }

  /** The `fetch` the harness installs. */
  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase() as Method;
    const segments = url.pathname.split('/').filter(Boolean);
    const req: MockRequest = { method, path: url.pathname, query: url.searchParams, params: {}, body: parseBody(init.body), headers: headersOf(init.headers) };
    this.recorded.push(req);

    for (const route of this.routes) {
      if (route.once && route.used) continue;
      const params = match(route, method, segments);
      if (!params) continue;
      route.used = true;
      req.params = params;
      const answer = typeof route.answer === 'function' ? await (route.answer as (r: MockRequest) => Result<unknown>)(req) : route.answer;
      return toResponse(isReply(answer) ? answer : reply(200, answer));
    }
    this.missed.push(`${method} ${url.pathname}${url.search}`);
    return toResponse(replyError(404, 'NOT_MOCKED', `No mock answers ${method} ${url.pathname}`));
  };
}

function toResponse({ status, body }: MockReply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

