import { PAGE_LIMITS } from '@atelier/shared';
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
export function serializerSchema(schema: z.ZodType): Schema {
  return forSerializer(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' })) as Schema;
}

type Write = (data: unknown) => string;

/** More records than a page holds: a whole list (decision 069). */
const WHOLE_LIST = PAGE_LIMITS.max + 1;

/** A list answer's records: the one array beside `nextCursor` in the envelope's data (the contract's `pageOf`). */
function listRecords(schema: z.ZodType): { key: string; record: z.ZodType } | null {
  const data = (schema as { shape?: { data?: { shape?: Record<string, z.ZodType> } } }).shape?.data?.shape;
  if (!data || !('nextCursor' in data)) return null;
  const entries = Object.entries(data).filter(([key]) => key !== 'nextCursor');
  const [only] = entries;
  const element = only && entries.length === 1 ? (only[1] as { element?: z.ZodType }).element : undefined;
  return only && element ? { key: only[0], record: element } : null;
}

/**
 * A list answer's writer. A page (at most 100 records) is written by the exact serializer. A whole
 * list is too: on Node 20 fast-json-stringify builds a large array's text piece by piece, 3 to 5
 * times slower than JSON.stringify (measured in decision 071), so a whole list's records are handed
 * to JSON.stringify instead, once its first record shows the presenter wrote exactly the declared
 * fields, in the declared order, with their declared types (the record written both ways is the
 * same text). Every record of a list comes from the same presenter, which builds it field by field
 * (typed by the contract, so an undeclared field does not compile); presenters.test.ts checks each.
 */
function listWriter(json: Schema, list: { key: string; record: z.ZodType }): Write {
  const exact = fastJson(json) as Write;
  const whole = fastJson(json, { largeArrayMechanism: 'json-stringify', largeArraySize: WHOLE_LIST }) as Write;
  const record = fastJson(serializerSchema(list.record)) as Write;
  return (answer) => {
    const records = (answer as { data?: Record<string, unknown> } | null)?.data?.[list.key];
    if (!Array.isArray(records) || records.length < WHOLE_LIST) return exact(answer);
    return record(records[0]) === JSON.stringify(records[0]) ? whole(answer) : exact(answer);
  };
}

function compile(schema: unknown): Write {
  if (!isZod(schema)) return fastJson(schema as Schema) as Write;
  const json = serializerSchema(schema);
  const list = listRecords(schema);
  return list ? listWriter(json, list) : (fastJson(json) as Write);
}

const compiled = new WeakMap<object, Write>();

/**
 * Answers are written by fast-json-stringify, compiled once per declared answer from its zod
 * schema (decision 071), instead of zod checking every row of a list and JSON.stringify writing the
 * copy it made: on 50,000 invoices that check and copy cost more than the query. The answer's
 * content is the same: declared fields only, in the schema's order (undeclared ones dropped, as
 * zod's strip did); a required field missing is still a server fault answered as a 500.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const key = schema as object;
  const write = compiled.get(key) ?? compile(schema);
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
