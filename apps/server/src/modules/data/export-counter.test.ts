import type { Service, Ticket } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudio } from '../../test/business.js';
import { exportOf, readCsv } from '../../test/export-zip.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The export carries the counter and the workroom's pay (decisions 150, 151, 154): the price list,
 * the tickets and their lines, the piece rates and the pay ledger; another studio's never.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An Enterprise studio with a ticket whose trousers' one stage, Sewing, was done at a piece rate of 2.75: ready. */
async function busyCounter(client: string) {
  const owner = await newStudio(t, 'enterprise');
  const services = (await owner.api.call('GET', '/services')).body.data.services as Service[];
  const hem = services.find((s) => s.name === 'Hem trousers')!;
  expect((await owner.api.call('POST', '/team/pay-rates', { stage: 'Sewing', rate: 2.75 })).status).toBe(201);
  const res = await owner.api.call('POST', '/tickets', {
    client: { name: client, phone: '06 12 34 56 78' },
    pickupDate: '2099-06-10',
    garments: [{ description: 'Navy trousers', lines: [{ serviceId: hem.id, quantity: 2 }] }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const ticket = res.body.data.ticket as Ticket;
  const garment = ticket.garments[0]!;
  const sewing = garment.stages.find((s) => s.name === 'Sewing')!;
  expect((await owner.api.call('PATCH', `/projects/${garment.id}/stages/${sewing.id}`, { status: 'done' })).status).toBe(200);
  return { owner, ticket };
}

describe('the export of the counter and the pay (decisions 150, 151, 154)', () => {
  it('carries the price list, the tickets with their lines, the rates and the ledger, with exact money', async () => {
    const mine = await busyCounter('Camille Dupont');
    await busyCounter('Secret client');
    const { files } = await exportOf(t, mine.owner.token);
    const priceList = readCsv(files['services.csv']);
    expect(priceList.map((s) => s.name)).toContain('Hem trousers');
    expect(priceList.find((s) => s.name === 'Hem trousers')).toMatchObject({
      price: '15.00',
      minutes: '30',
      stage: 'Sewing',
      active: 'yes',
    });
    expect(readCsv(files['tickets.csv'])).toEqual([
      expect.objectContaining({
        code: mine.ticket.code,
        client: 'Camille Dupont',
        pickupDate: '2099-06-10',
        garments: '1',
        status: 'ready',
      }),
    ]);
    expect(readCsv(files['ticket-lines.csv'])).toEqual([
      expect.objectContaining({
        ticket: mine.ticket.code,
        garment: `${mine.ticket.code}-1`,
        description: 'Hem trousers',
        quantity: '2',
        price: '15.00',
        amount: '30.00',
      }),
    ]);
    expect(readCsv(files['pay-rates.csv'])).toEqual([expect.objectContaining({ stage: 'Sewing', rate: '2.75' })]);
    expect(readCsv(files['pay-entries.csv'])).toEqual([
      expect.objectContaining({ kind: 'piece', amount: '2.75', stage: 'Sewing', project: 'Navy trousers', memberId: mine.owner.user.id }),
    ]);
    expect(Object.values(files).some((f) => new TextDecoder().decode(f).includes('Secret client'))).toBe(false);
  });
});
