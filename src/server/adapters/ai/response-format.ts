// A zod schema as the `response_format` of an OpenAI-compatible chat request.
// Strict structured output accepts a subset of JSON Schema: every property required, additionalProperties
// false, no length or pattern keywords. So optional properties are sent as required-but-nullable, and the
// nulls a model writes for them are dropped again before zod parses (zod then applies its defaults).
// Length, pattern and format limits are left to zod, which validates every answer anyway. A schema strict
// mode cannot express (records, tuples, intersections, transforms) is sent as it is, with strict: false.
import { z } from 'zod';

type Json = { [key: string]: unknown };
export type SchemaFormat = {
  name: string;
  strict: boolean;
  /** What goes into `json_schema.schema`. */
  schema: Json;
  /** The schema as zod describes the data it accepts: for prompts, and for dropping the nulls. */
  accepted: Json;
};

const KEEP = ['type', 'enum', 'const', 'description', 'title', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', '$ref'];
const NOT_STRICT = ['prefixItems', 'allOf', 'not', 'if', 'then', 'else', 'patternProperties', 'propertyNames', 'dependentSchemas', 'dependentRequired', 'unevaluatedProperties', 'unevaluatedItems', 'contains'];
const SAFE_INT = Number.MAX_SAFE_INTEGER;

const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const allowsNull = (s: Json): boolean =>
  s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null')) || (Array.isArray(s.anyOf) && s.anyOf.some((b) => isObject(b) && allowsNull(b)));

/** The strict form of one schema node, or null when strict mode cannot express it. */
function strictNode(node: unknown): Json | null {
  if (!isObject(node) || NOT_STRICT.some((k) => k in node)) return null;
  const out: Json = {};
  for (const k of KEEP) if (k in node && !(typeof node[k] === 'number' && Math.abs(node[k] as number) === SAFE_INT)) out[k] = node[k];
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) {
    const strict = branches.map(strictNode);
    if (strict.some((b) => b === null)) return null;
    out.anyOf = strict;
  }
  if (node.items !== undefined) {
    const items = strictNode(node.items);
    if (!items) return null;
    out.items = items;
  }
  if (isObject(node.$defs)) {
    const defs = Object.entries(node.$defs).map(([k, v]) => [k, strictNode(v)] as const);
    if (defs.some(([, v]) => v === null)) return null;
    out.$defs = Object.fromEntries(defs);
  }
  if (node.type === 'object' || node.properties) {
    if (node.additionalProperties !== undefined && node.additionalProperties !== false) return null;
    const props = isObject(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    const strictProps: Json = {};
    for (const [key, value] of Object.entries(props)) {
      const s = strictNode(value);
      if (!s) return null;
      strictProps[key] = required.has(key) || allowsNull(s) ? s : { anyOf: [s, { type: 'null' }] };
    }
    Object.assign(out, { properties: strictProps, required: Object.keys(props), additionalProperties: false });
  }
  // An empty schema ("anything") has no strict form.
  return ['type', 'anyOf', 'enum', 'const', '$ref'].some((k) => k in out) ? out : null;
}

const cache = new WeakMap<z.ZodType, { strict: Json | null; accepted: Json } | null>();

/** The response format for `schema`, or null when zod cannot describe it as JSON Schema at all. */
export function schemaFormat(schema: z.ZodType, name?: string): SchemaFormat | null {
  if (!cache.has(schema)) {
    try {
      const accepted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
      delete accepted.$schema;
      cache.set(schema, { strict: strictNode(accepted), accepted });
    } catch {
      cache.set(schema, null);
    }
  }
  const converted = cache.get(schema);
  if (!converted) return null;
  const safeName = (name ?? '').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'response';
  return { name: safeName, strict: converted.strict !== null, schema: converted.strict ?? converted.accepted, accepted: converted.accepted };
}

function resolve(schema: Json, root: Json, value: unknown): Json {
  let s = schema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#/$defs/') && isObject(root.$defs)) s = (root.$defs[s.$ref.slice(8)] as Json) ?? s;
  const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    const fits = branches.filter(isObject).find((b) => (Array.isArray(value) ? 'items' in b : isObject(value) ? 'properties' in b : false));
    if (fits) return resolve(fits, root, value);
  }
  return s;
}

/** Drops the nulls a strict answer carries for properties the schema leaves optional. */
export function dropOptionalNulls(value: unknown, schema: Json, root: Json = schema): unknown {
  const s = resolve(schema, root, value);
  if (Array.isArray(value)) return isObject(s.items) ? value.map((v) => dropOptionalNulls(v, s.items as Json, root)) : value;
  if (!isObject(value) || !isObject(s.properties)) return value;
  const props = s.properties;
  const required = new Set(Array.isArray(s.required) ? s.required : []);
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null && key in props && !required.has(key)) continue;
    out[key] = isObject(props[key]) ? dropOptionalNulls(v, props[key] as Json, root) : v;
  }
  return out;
}
