import type { Service, Ticket } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';
import { pdfQrCodes } from '../../test/pdf-qr.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const printed = (token: string, id: string, what: 'claim-check' | 'tags', format?: 'receipt' | 'a4') =>
  t.request({ method: 'GET', url: `/api/v1/tickets/${id}/${what}.pdf${format ? `?format=${format}` : ''}`, token });

/** An Enterprise studio's ticket of two garments, with a deposit, as the counter takes it. */
async function ticketAtCounter() {
  const owner = await newStudio(t, 'enterprise');
  const services = new Map(((await owner.api.call('GET', '/services')).body.data.services as Service[]).map((s) => [s.name, s]));
  const res = await owner.api.call('POST', '/tickets', {
    client: { name: 'Zoë Æbelø-Nguyễn', phone: '+44 (0)20 7946 0958' },
    pickupDate: '2099-06-10',
    garments: [
      { description: 'Navy trousers', garmentType: 'pants', lines: [{ serviceId: services.get('Hem trousers')!.id }] },
      { description: 'Wedding guest dress', lines: [{ description: 'Take in the bodice', price: 42.5 }] },
    ],
    deposit: { amount: 20, method: 'cash' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { owner, ticket: res.body.data.ticket as Ticket };
}

describe('printing a ticket (decision 153)', () => {
  it('prints the claim check with the ticket’s code, whose QR reads back the same, and its money', async () => {
    const { owner, ticket } = await ticketAtCounter();
    for (const format of ['receipt', 'a4'] as const) {
      const res = await printed(owner.token, ticket.id, 'claim-check', format);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(await pdfQrCodes(res.rawPayload)).toContain(ticket.code);
      const text = (await extractPdf(res.rawPayload)).pages.join('\n');
      for (const expected of [
        ticket.code,
        `${ticket.code}-1`,
        `${ticket.code}-2`,
        'Zoë Æbelø-Nguyễn',
        'Take in the bodice',
        '57.50',
        '37.50',
      ]) {
        expect(text).toContain(expected);
      }
    }
  });

  it('prints a tag per garment, each QR reading back its garment’s code', async () => {
    const { owner, ticket } = await ticketAtCounter();
    for (const format of ['receipt', 'a4'] as const) {
      const res = await printed(owner.token, ticket.id, 'tags', format);
      expect(res.statusCode).toBe(200);
      const codes = (await pdfQrCodes(res.rawPayload)).filter((c) => c !== null);
      expect(codes.sort()).toEqual([`${ticket.code}-1`, `${ticket.code}-2`]);
    }
  });

  it('leaves the money off a staff member’s claim check and answers another studio 404 on both', async () => {
    const { owner, ticket } = await ticketAtCounter();
    const staff = await joinedMember(t, owner, 'staff');
    const res = await printed(staff.token, ticket.id, 'claim-check');
    expect(res.statusCode).toBe(200);
    const text = (await extractPdf(res.rawPayload)).pages.join('\n');
    expect(text).toContain(ticket.code);
    expect(text).not.toContain('57.50');
    const stranger = await newStudio(t, 'enterprise');
    for (const what of ['claim-check', 'tags'] as const) {
      expect((await printed(stranger.token, ticket.id, what)).statusCode).toBe(404);
    }
    expect((await printed(owner.token, ticket.id, 'tags', 'letter' as 'a4')).statusCode).toBe(422);
  });

  it('prints a project’s own tag with its code as a QR, for the plans with tickets only', async () => {
    const owner = await newStudio(t, 'premium');
    const client = (await owner.api.call('POST', '/clients', { name: 'Adaeze Okafor' })).body.data.client as { id: string };
    const made = await owner.api.call('POST', '/projects', {
      name: 'Ivory wedding gown',
      type: 'Wedding Dress',
      clientId: client.id,
      dueDate: '2099-05-02',
    });
    const project = made.body.data.project as { id: string; code: string };
    expect(project.code).toMatch(/^P-\d{4}$/);
    const res = await t.request({ method: 'GET', url: `/api/v1/projects/${project.id}/tag.pdf`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(await pdfQrCodes(res.rawPayload)).toEqual([project.code]);
    expect((await extractPdf(res.rawPayload)).pages.join('\n')).toContain('Ivory wedding gown');
    const stranger = await newStudio(t, 'premium');
    expect((await t.request({ method: 'GET', url: `/api/v1/projects/${project.id}/tag.pdf`, token: stranger.token })).statusCode).toBe(404);
    const free = await newStudio(t, 'free');
    const freeClient = (await free.api.call('POST', '/clients', { name: 'Ana' })).body.data.client as { id: string };
    const freeProject = (await free.api.call('POST', '/projects', { name: 'Suit', type: 'Suit', clientId: freeClient.id })).body.data
      .project as { id: string };
    expect((await t.request({ method: 'GET', url: `/api/v1/projects/${freeProject.id}/tag.pdf`, token: free.token })).statusCode).toBe(403);
  });
});
