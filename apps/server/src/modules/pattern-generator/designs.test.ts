import type { GeneratorInfo, Measurement } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/** Decision 132: each garment type offers only the designs that draft it, named by what they draft. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function studio() {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Amara Okafor' });
  const measurements = await recordInInches('bella');
  const record = (await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'dress', measurements })).body.data
    .measurement as Measurement;
  const generate = (body: Record<string, unknown>) =>
    api.call('POST', '/patterns/generate', {
      clientId: client.id,
      measurementId: record.id,
      style: 'Formal',
      sizeRange: 'Custom',
      fabricType: 'Silk',
      ...body,
    });
  return { api, client, record, generate };
}

describe('the generator’s designs', () => {
  it('lists each design by what it drafts, under the garment types it drafts whole', async () => {
    const s = await studio();
    const info = (await s.api.call('GET', '/patterns/generator')).body.data as GeneratorInfo;
    const by = Object.fromEntries(info.designs.map((d) => [d.id, d]));
    expect(by.bella).toMatchObject({
      name: 'Bella',
      drafts: 'Bodice with sleeves',
      label: 'Bodice with sleeves (Bella)',
      garmentTypes: ['Blouse'],
    });
    expect(by.penelope).toMatchObject({ label: 'Pencil skirt (Penelope)', garmentTypes: ['Skirt'] });
    expect(by.teagan?.garmentTypes).toEqual(['Other']);
    expect(by.sven?.garmentTypes).toEqual(['Other']);
    const under = (type: string) => info.designs.filter((d) => (d.garmentTypes as string[]).includes(type)).map((d) => d.label);
    expect(under('Dress')).toEqual([]);
    expect(under('Blouse')).toEqual(['Bodice with sleeves (Bella)', 'Button-up shirt (Simon)']);
    expect(under('Skirt')).toEqual(['Pencil skirt (Penelope)']);
    expect(under('Pants')).toEqual(['Trouser block (Titan)', 'Wrap pants (Waralee)']);
  });

  it('refuses a Dress, naming where its bodice and skirt are drafted, and a design for another garment by its label', async () => {
    const s = await studio();
    for (const body of [{ garmentType: 'Dress' }, { garmentType: 'Dress', design: 'bella' }]) {
      const res = await s.generate(body);
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(res.body.errors).toEqual([
        {
          field: 'design',
          message:
            'No design drafts a whole dress yet: draft its bodice under Blouse with Bodice with sleeves (Bella), and its skirt under Skirt with Pencil skirt (Penelope).',
        },
      ]);
    }
    const wrong = await s.generate({ garmentType: 'Skirt', design: 'bella' });
    expect(wrong.body.errors).toEqual([
      { field: 'design', message: 'Bodice with sleeves (Bella) does not draft a skirt. Choose Pencil skirt (Penelope).' },
    ]);
    const bodice = await s.generate({ garmentType: 'Blouse', name: '' });
    expect(bodice.status, JSON.stringify(bodice.body)).toBe(201);
    expect(bodice.body.data.pattern).toMatchObject({ name: 'Formal bodice with sleeves', garmentType: 'Blouse' });
  });
});
