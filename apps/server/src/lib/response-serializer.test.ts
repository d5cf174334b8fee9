import { pageOf, successEnvelope } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './response-serializer.js';

const record = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  note: z.string().optional(),
  lastOrderDate: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  deposit: z.object({ type: z.enum(['amount', 'percent']), amount: z.number() }).nullable(),
  count: z.number().int(),
});
const list = successEnvelope(pageOf('clients', record));
const writerOf = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/clients', httpStatus: '200' });
/** The same content; an optional field set comes after the required ones (fast-json-stringify's order). */
const zodContent = (schema: z.ZodType, data: unknown) => JSON.parse(JSON.stringify(schema.parse(data))) as unknown;

const sample = (i: number, extra: Record<string, unknown> = {}) => ({
  _id: `c${i}`,
  id: `c${i}`,
  name: `Client "${i}" \u00e9\ud800`,
  lastOrderDate: i % 2 ? null : '2026-11-23T00:00:00.000Z',
  status: 'active',
  client: i % 3 ? null : { id: 'x', name: 'Ada', secret: 'hidden' },
  deposit: i % 2 ? { type: 'percent', amount: 12.5 } : null,
  count: i,
  ...extra,
});
const answer = (records: unknown[]) => ({ success: true, status_code: 200, message: 'Clients loaded', data: { clients: records } });

describe('the compiled serializer writes what zod checked and wrote (decision 071)', () => {
  it('drops undeclared fields, keeps nulls, leaves out absent optional fields', () => {
    const data = answer([sample(0, { passwordHash: 'x' }), sample(1, { note: 'n' }), sample(2)]);
    const text = writerOf(list)(data);
    expect(JSON.parse(text)).toStrictEqual(zodContent(list, data));
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('hidden');
  });

  it('answers a missing required field as a server fault naming the field', () => {
    const { name: _name, ...nameless } = sample(0);
    expect(() => writerOf(list)(answer([nameless]))).toThrow(/"name" is required!/);
  });
});
