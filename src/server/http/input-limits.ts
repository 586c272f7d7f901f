// Limits every API input shares, whatever its schema: the body's size (enforced while it streams in),
// how deeply JSON may nest, and no NUL characters (Postgres text and jsonb cannot store them).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors';

const MB = 1024 * 1024;

/** Every JSON route unless it declares its own `bodyLimit`. */
export const JSON_BODY_LIMIT = 1 * MB;
/**
 * Outer ceiling for upload routes (`rawBody`) that declare no limit: they check their own, smaller,
 * limits with their own messages; this only stops an endless body from being read at all.
 */
export const UPLOAD_BODY_CEILING = 16 * MB;
/** Levels of arrays and objects; Excalidraw elements, the deepest input we take, use about six. */
export const MAX_JSON_DEPTH = 64;

const size = (bytes: number) => (bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.ceil(bytes / 1024)} KB`);

export const inputMessages = {
  tooLarge: (bytes: number) => `The request body is larger than ${size(bytes)}.`,
  tooDeep: 'The request body is nested too deeply.',
  nul: 'Text must not contain NUL characters.',
} as const;

/**
 * Refuses a body over `maxBytes` with 413: a declared Content-Length before reading anything, a chunked
 * body as soon as the bytes counted pass the limit (hono/body-limit; it keeps at most `maxBytes`).
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', inputMessages.tooLarge(maxBytes));
    },
  });
}

export type InputProblem = { kind: 'nul' | 'depth'; path: string[] };

/** The first NUL character (in a string or a key) or over-deep nesting in a decoded input; walked without recursion. */
export function findInputProblem(value: unknown): InputProblem | null {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (path.length >= MAX_JSON_DEPTH) return { kind: 'depth', path };
    for (const [key, child] of Object.entries(v)) {
      if (key.includes('\u0000')) return { kind: 'nul', path: [...path, key] };
      stack.push([child, [...path, key]]);
    }
  }
  return null;
}

/** Throws the client error for a NUL or over-deep input: 400 for nesting, the route's validation status for a NUL. */
export function rejectUnsafeInput(value: unknown, where: string, status: 400 | 422): void {
  const problem = findInputProblem(value);
  if (!problem) return;
  if (problem.kind === 'depth') throw new AppError('BAD_REQUEST', inputMessages.tooDeep);
  const key = problem.path.join('.');
  throw new AppError(status === 400 ? 'BAD_REQUEST' : 'VALIDATION', `${key ? `${key}: ` : ''}${inputMessages.nul}`, {
    fields: { [key || where]: inputMessages.nul },
  });
}
