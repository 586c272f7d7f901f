// The OpenAPI document, derived from the same route declarations that serve the API.
import { z } from 'zod';
import type { RouteDef } from './route';

const toSchema = (schema: z.ZodType) => {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
};

const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] },
  },
};

const outputSchema = (schema: z.ZodType) => {
  try {
    return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  } catch {
    return {};
  }
};

function successResponse(r: RouteDef) {
  const spec = r.response;
  if (spec === 'empty') return { '204': { description: 'No content' } };
  if (typeof spec === 'object' && 'file' in spec) {
    return { [String(r.status ?? 200)]: { description: 'A file', content: { [spec.file]: { schema: { type: 'string', format: 'binary' } } } } };
  }
  return { [String(r.status ?? 200)]: { description: 'Success', content: { 'application/json': { schema: outputSchema(spec) } } } };
}

export function buildOpenApi(routes: RouteDef[], extra: Record<string, unknown> = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const p = `/api${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', r.params],
      ['query', r.query],
    ] as const) {
      if (!schema) continue;
      const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, s] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s });
      }
    }
    paths[p] ??= {};
    paths[p][r.method.toLowerCase()] = {
      summary: r.summary,
      tags: r.tags,
      'x-access': r.access,
      parameters,
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(r.body) } } } } : {}),
      responses: {
        ...successResponse(r),
        default: { description: 'Error', content: { 'application/json': { schema: errorSchema } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tutoring marketplace API', version: '1.0.0' },
    paths: { ...paths, ...extra },
  };
}
