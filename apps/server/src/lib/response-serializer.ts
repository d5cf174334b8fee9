import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { serverFault } from './errors.js';

type JsonSchema = { [key: string]: unknown };

const isZod = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;
const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullOnly = (value: unknown) => isObject(value) && value.type === 'null' && Object.keys(value).length === 1;

/**
 * Rewrites zod's JSON schema into what fast-json-stringify serialises exactly as zod's parse did:
 * - `additionalProperties: false` goes. fast-json-stringify writes only the declared properties
 *   with or without it, as zod's strip did; but where it must pick a union's branch it checks the
 *   value against each branch, and a leftover `false` would refuse a value with an extra field
 *   that zod accepted (and stripped).
 * - `anyOf: [X, {type: 'null'}]` (zod's nullable object or enum) becomes X with `nullable: true`:
 *   the same answer, written directly instead of checking the value against each branch.
 */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (key === '$schema') continue;
    out[key] = key === 'properties' && isObject(value) ? mapValues(value) : forSerializer(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = isNullOnly(branches[0]) ? branches[1] : isNullOnly(branches[1]) ? branches[0] : null;
    if (isObject(other) && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _branches, ...siblings } = out;
      return { ...siblings, ...other, nullable: true };
    }
  }
  return out;
}

const mapValues = (properties: JsonSchema): JsonSchema =>
  Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, forSerializer(schema)]));

/** The JSON schema an answer's zod schema describes, as the serializer compiles it (decision 071). */
function serializerSchema(schema: z.ZodType): Schema {
  return forSerializer(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' })) as Schema;
}

type Write = (data: unknown) => string;

/** One serializer per declared schema: the error answers are shared by every route. */
const compiled = new WeakMap<object, Write>();

/**
 * Answers are written by fast-json-stringify, compiled once per declared answer from its zod
 * schema (decision 071), instead of zod checking every row of a list and JSON.stringify writing the
 * copy it made (measured in decision 071). The answer's content is the same: declared fields only
 * (undeclared ones dropped, as zod's strip did), in the schema's order except that an optional
 * field set comes after the required ones; a required field missing is still a server fault, a 500.
 * A whole list is not written here: it streams a batch at a time (decision 069).
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const key = schema as object;
  const write = compiled.get(key) ?? (fastJson(isZod(schema) ? serializerSchema(schema) : (schema as Schema)) as Write);
  compiled.set(key, write);
  return (data) => {
    try {
      return write(data);
    } catch (err) {
      // Only a field's name goes to the log: the message about a bad value can quote the value.
      const required = err instanceof Error ? /^"[^"]+" is required!$/.exec(err.message)?.[0] : undefined;
      throw serverFault(`${method} ${url} answered ${httpStatus} not matching its schema${required ? `: ${required}` : ''}`);
    }
  };
};
