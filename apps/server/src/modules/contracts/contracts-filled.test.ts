import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { draftContract, pdfText, portalRequest, sentContract, studioRequest } from '../../test/contracts.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { portalCall, shownQuote } from '../../test/portal.js';
import { joinedMember } from '../../test/team.js';
import { defaultContractTemplate } from './default-template.js';

/**
 * Decision 183: a contract is sent with every field its text names filled, from the client, the
 * studio and the quote (the client's accepted one when none is linked), or refused with 422 naming
 * the empty ones; and the studio's countersignature names the member's account that signed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

/** Spaces as people read them: Intl writes French amounts with narrow no-break spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ');
const BLANK = '________';

describe('a contract’s fields, in French', () => {
  it('refuses to send with the quote’s amounts empty, naming them; the accepted quote fills them, in the text and the PDF', async () => {
    const d = await draftContract(t, { language: 'fr' });
    const refused = await d.api.call('POST', `/contracts/${d.id}/send`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['quote.total', 'quote.deposit']);
    expect(refused.body.message).toContain('{{quote.total}}');
    expect((await d.api.call('GET', `/contracts/${d.id}`)).body.data.contract).toMatchObject({ status: 'draft' });

    // The client accepts the quote on the portal: the contract, which names none, takes it.
    expect((await d.api.call('POST', `/quotes/${d.quoteId}/send`)).status).toBe(200);
    const documentSha256 = await shownQuote(t, d.token, d.quoteId);
    expect((await portalCall(t, 'POST', `${d.token}/quotes/${d.quoteId}/accept`, { payload: { documentSha256 } })).statusCode).toBe(200);
    const sent = await d.api.call('POST', `/contracts/${d.id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const filled = plain((sent.body.data.contract as { filledBody: string }).filledBody);
    expect(filled).toContain('Le total est de 1 000,00 $');
    expect(filled).toContain('Un acompte non remboursable de 300,00 $');
    expect(filled).not.toContain(BLANK);
    expect(filled).not.toContain('{{');
    const pdf = (await t.request({ method: 'GET', url: `/api/v1/contracts/${d.id}/pdf`, token: d.owner.token })).rawPayload;
    const text = plain(pdfText(pdf));
    expect(text).toContain('Le total est de 1 000,00 $');
    expect(text).not.toContain(BLANK);
  });

  it('sends a field the studio typed in the text in place of the field', async () => {
    const d = await draftContract(t, { language: 'fr' });
    const body = defaultContractTemplate('fr').body.replace('{{quote.total}}', '1 200 €').replace('{{quote.deposit}}', '400 €');
    expect((await d.api.call('PATCH', `/contracts/${d.id}`, { body })).status).toBe(200);
    const sent = await d.api.call('POST', `/contracts/${d.id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const filled = plain((sent.body.data.contract as { filledBody: string }).filledBody);
    expect(filled).toContain('Le total est de 1 200 €');
    expect(filled).not.toContain(BLANK);
  });
});

describe('the studio’s countersignature', () => {
  it('names the member’s account that signed, in the answer and on the sealed audit page, whatever name was typed', async () => {
    const s = await sentContract(t);
    const ownerName = 'Claire Martin';
    await t.ctx.db.update(users).set({ plan: 'enterprise', firstName: 'Claire', lastName: 'Martin' }).where(eq(users.id, s.owner.user.id));
    const manager = await joinedMember(t, s.owner, 'manager');
    const documentSha256 = s.contract.documentSha256;
    const signed = await portalRequest(t, 'POST', `${s.token}/contracts/${s.id}/sign`, {
      consent: true,
      signerName: 'Émilie Durand',
      method: 'typed',
      documentSha256,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    // The manager types the owner's name.
    const res = await studioRequest(t, manager.token, 'POST', `/contracts/${s.id}/countersign`, {
      signerName: ownerName,
      method: 'typed',
      documentSha256,
    });
    expect(res.statusCode, res.body).toBe(200);
    const managerName = `${manager.answer.firstName} ${manager.answer.lastName}`;
    const signatures = res.json().data.contract.signatures as { role: string; signerName: string; account: unknown }[];
    expect(signatures).toEqual([
      expect.objectContaining({ role: 'client', signerName: 'Émilie Durand', account: null }),
      expect.objectContaining({
        role: 'studio',
        signerName: ownerName,
        account: { id: manager.user.id, name: managerName, email: manager.email },
      }),
    ]);
    const pdf = (await t.request({ method: 'GET', url: `/api/v1/contracts/${s.id}/pdf`, token: s.owner.token })).rawPayload;
    const text = plain(pdfText(pdf));
    expect(text).toContain('Signed from the account of');
    expect(text).toContain(`${managerName} <${manager.email}>`);
  });
});
