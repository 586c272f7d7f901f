// The one way the web app calls the API: JSON in and out, errors parsed back into ApiError.
import type { ErrorCode } from '@shared/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How requests go out: the browser's fetch, or (rendering a page on the server) the server's own app. */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** Replaces how requests go out (the server's page renderer answers them in process). */
export function setApiTransport(next: Transport) {
  transport = next;
}

type Options = { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

async function request<T>(method: string, path: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await transport(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? 'HTTP_ERROR', err?.message ?? 'An unexpected error occurred', err?.fields);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: Options) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Options) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Options) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Options) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Options) => request<T>('DELETE', path, options),
};

/** Whether the API refused with `code`: screens tell errors apart by code, never by message text. */
export const hasErrorCode = (err: unknown, code: ErrorCode): err is ApiError => err instanceof ApiError && err.code === code;

export const errorMessage = (err: unknown, fallback = 'An unexpected error occurred') =>
  err instanceof ApiError ? err.message : fallback;
