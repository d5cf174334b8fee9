import type { Client, Invoice, PortalView } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailParts, mailSubjectOf } from '../../test/fixtures.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { mailAttachments } from '../../test/mail-attachments.js';
import { messagingStudio, sentOf } from '../../test/messaging.js';
import { extractPdf } from '../../test/pdf.js';
import { makeLink, portalCall } from '../../test/portal.js';

/**
 * Decision 128: a client's invoice PDF, invoice mail, messages and portal are written in the
 * client's language, with its number and date conventions; a client without one follows the studio's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

/** Intl writes French groups with U+202F and puts U+00A0 before the symbol: compared as plain spaces, lines joined. */
const plain = (text: string) => text.replace(/[\u202f\u00a0\s]+/g, ' ');

/** A paid Premium studio's client and an invoice of $1,720.00 with its 25 % deposit ($430.00) paid: $1,290.00 left. */
async function clientWithInvoice(clientBody: Record<string, unknown>, settings?: Record<string, unknown>) {
  const s = await messagingStudio(t, settings ? { settings } : {});
  const email = uniqueEmail('client');
  const client = await s.api.createClient({ name: 'Amaka Obi', email, ...clientBody });
  const created = await s.api.call('POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'INV-128',
    dueDate: '2031-01-31',
    items: [
      { description: 'Wedding gown', quantity: 1, rate: 1500 },
      { description: 'Veil tulle (m)', quantity: 2.5, rate: 88 },
    ],
    deposit: { type: 'percent', value: 25 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const invoice = created.body.data.invoice as Invoice;
  const paid = await s.api.call('POST', `/invoices/${invoice.id}/payments`, { amount: 430, date: '2030-06-01', method: 'cash' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  const pdfText = async () => {
    const res = await t.request({ method: 'GET', url: `/api/v1/invoices/${invoice.id}/pdf`, token: s.token });
    expect(res.statusCode).toBe(200);
    return plain((await extractPdf(res.rawPayload)).pages.join('\n'));
  };
  return { ...s, client: client as unknown as Client, email, invoice, pdfText };
}

describe('a client’s language', () => {
  it('is answered with the client, the studio’s when left out, and refused when unknown', async () => {
    const s = await messagingStudio(t, { settings: { language: 'fr' } });
    expect((await s.api.createClient({ name: 'Léa' })).language).toBe('fr');
    const english = await s.api.createClient({ name: 'Ann', language: 'en' });
    expect(english.language).toBe('en');
    const changed = await s.api.call('PATCH', `/clients/${english.id}`, { language: 'fr' });
    expect((changed.body.data.client as Client).language).toBe('fr');
    const refused = await s.api.call('POST', '/clients', { name: 'Hans', language: 'ja' });
    expect(refused.status).toBe(422);
  });
});

describe('the invoice PDF', () => {
  it('is French for a French client: labels, amounts and dates as French writes them', async () => {
    const s = await clientWithInvoice({ language: 'fr' });
    const text = await s.pdfText();
    for (const words of [
      'FACTURE',
      'FACTURER À',
      'Reste à payer',
      'Acompte versé, reste 1 290,00 $ à payer',
      '1 720,00 $',
      '31 janv. 2031',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('INVOICE');
    expect(text).not.toContain('BILL TO');
  });

  it.each([
    ['de', ['RECHNUNG', 'RECHNUNG AN', 'Offener Betrag', 'Anzahlung geleistet, 1.290,00 $ offen', '1.720,00 $', '31.01.2031']],
    ['es', ['FACTURA', 'FACTURAR A', 'Saldo pendiente', '1720,00 $', '31 ene 2031']],
    ['it', ['FATTURA', 'INTESTATA A', 'Saldo da pagare', '1720,00 $', '31 gen 2031']],
  ] as const)('is in %s for a client who reads it: labels, amounts and dates as the language writes them', async (language, words) => {
    const s = await clientWithInvoice({ language });
    const text = (await s.pdfText()).replace(/\s/g, ' ');
    for (const word of words) expect(text).toContain(word);
    expect(text).not.toContain('INVOICE');
    expect(text).not.toContain('Balance due');
  });

  it('stays English for an English client of a French studio', async () => {
    const s = await clientWithInvoice({ language: 'en' }, { language: 'fr' });
    const text = await s.pdfText();
    for (const words of ['INVOICE', 'BILL TO', 'Balance due', 'Deposit paid, $1,290.00 due', 'Jan 31, 2031']) expect(text).toContain(words);
    expect(text).not.toContain('FACTURE');
  });
});

describe('the invoice mail', () => {
  it('is French for a French client: subject, body and the PDF it carries', async () => {
    const s = await clientWithInvoice({ language: 'fr' });
    const res = await s.api.call('POST', `/invoices/${s.invoice.id}/send`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = outboxFor(t.dataDir, s.email);
    expect(plain(mailSubjectOf(mail!))).toBe('Facture de 1 720,00 $, échéance le 31 janv. 2031');
    const body = plain(mailParts(mail!).find((p) => p.contentType === 'text/plain')!.body);
    expect(body).toContain('Bonjour Amaka Obi,');
    expect(body).toContain('Reste à payer: 1 290,00 $');
    expect(body).toContain('Le solde de 1 290,00 $ est dû au plus tard le 31 janv. 2031.');
    const [attachment] = mailAttachments(mail!);
    expect(plain((await extractPdf(attachment!.content)).pages.join('\n'))).toContain('FACTURE');
  });
});

describe('messages and the portal', () => {
  it('write to a French client in French from an English studio', async () => {
    const s = await clientWithInvoice({ language: 'fr', phone: '+44 7700 900003' });
    const sent = sentOf(await s.send(s.client.id, { kind: 'balance-due', channel: 'whatsapp', invoiceId: s.invoice.id }));
    expect(sent.text).toMatch(/^Bonjour Amaka Obi/);
    expect(plain(sent.text)).toContain('1 290,00 $');

    const english = await s.api.createClient({ name: 'Ann', phone: '+44 7700 900004' });
    expect(sentOf(await s.send(english.id, { kind: 'thank-you', channel: 'whatsapp' })).text).toMatch(/^Thank you, Ann/);
  });

  it('answers the portal with the client’s language beside the studio’s', async () => {
    const s = await clientWithInvoice({ language: 'fr' });
    const link = (await makeLink(t, s.token, s.client.id)).token;
    const res = await portalCall(t, 'GET', link);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data.portal as PortalView;
    expect(view.client.language).toBe('fr');
    expect(view.studio.language).toBe('en');
  });
});
