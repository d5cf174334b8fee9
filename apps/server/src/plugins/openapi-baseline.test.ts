import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * The OpenAPI document as it stood before routes were declared once in packages/shared (decision
 * 062). Every operation it had must still be there with the same parameters, body and answers, so
 * the original front end and any client generated from the document keep working. A deliberate
 * change to the API updates the baseline in the same commit, where a reviewer sees it:
 * `UPDATE_OPENAPI_BASELINE=1 npx vitest run --project server openapi-baseline` writes it anew.
 */
type Operation = { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown>; security?: unknown; tags?: unknown };
type Document = { paths: Record<string, Record<string, Operation>>; components?: unknown };

const baselineFile = new URL('../test/fixtures/openapi-baseline.json', import.meta.url);
const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Document;

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  if (process.env.UPDATE_OPENAPI_BASELINE === '1') writeFileSync(baselineFile, `${JSON.stringify(doc)}\n`);
});
afterAll(async () => t.close());

const operations = Object.entries(baseline.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op })),
);

describe('the OpenAPI document keeps every operation of the baseline', () => {
  it('has as many operations as the baseline at least', () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    const now = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(now.length).toBeGreaterThanOrEqual(operations.length);
  });

  it.each(operations)('$method $path: same parameters, body, answers, tags and security', ({ path, method, op }) => {
    const current = doc.paths[path]?.[method];
    expect(current, `${method} ${path} is missing`).toBeDefined();
    expect(sortParameters(current?.parameters)).toEqual(sortParameters(op.parameters));
    expect(current?.requestBody).toEqual(op.requestBody);
    expect(withBaselineEnums(current?.responses, op.responses)).toEqual(op.responses);
    expect(current?.tags).toEqual(op.tags);
    expect(current?.security).toEqual(op.security);
  });
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An answer's list of values may grow: a new resource adds its permissions and its activity entity
 * to the answers that list them, which a client reading the old values still reads (decision 198).
 * Every value the baseline had must still be there; anything else in the answer is compared whole.
 */
function withBaselineEnums(current: unknown, baseline: unknown): unknown {
  if (Array.isArray(current)) return current.map((item, i) => withBaselineEnums(item, Array.isArray(baseline) ? baseline[i] : undefined));
  if (!isRecord(current)) return current;
  const was = isRecord(baseline) ? baseline : {};
  const out = Object.fromEntries(Object.entries(current).map(([key, value]) => [key, withBaselineEnums(value, was[key])]));
  const [now, then] = [current.enum, was.enum];
  if (Array.isArray(now) && Array.isArray(then) && then.every((value) => now.includes(value))) out.enum = then;
  return out;
}

function sortParameters(parameters: unknown[] | undefined): unknown[] {
  return [...(parameters ?? [])].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
