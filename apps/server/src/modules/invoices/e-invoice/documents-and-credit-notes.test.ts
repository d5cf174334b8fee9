import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxFor, type TestApp } from '../../../test/harness.js';
import { eInvoiceOf, frenchStudio, issuedFrenchInvoice, poppler, THREE_RATES } from '../../../test/einvoice-studio.js';
import { issueForTest, setTaxSettingsForTest } from '../../../test/issued-invoice.js';
import { mailAttachments } from '../../../test/mail-attachments.js';
import { schemaErrors, xpathValues } from '../../../test/xml.js';

// Decision 164: prices with tax, a credit note naming its invoice, Factur-X as the studio's default PDF.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function creditNoteOf(s: Awaited<ReturnType<typeof issuedFrenchInvoice>>) {
  const id = await s.draft('AV-2026-0001', [{ description: 'Veste sur mesure', quantity: 1, rate: 1200 }]);
  await issueForTest(t, {
    invoiceId: id,
    kind: 'credit-note',
    relatedInvoiceId: s.invoiceId,
    reason: 'Veste retournée',
    lines: [{ rateBp: 2000, category: 'S' }],
  });
  return id;
}

describe('a credit note (381)', () => {
  it('is a UBL CreditNote that validates and references its invoice (BT-25, BT-26)', async () => {
    const s = await issuedFrenchInvoice(t);
    const id = await creditNoteOf(s);
    const res = await eInvoiceOf(t, s.token, id, 'ubl');
    expect(res.statusCode, res.body).toBe(200);
    expect(await schemaErrors(res.body, 'ubl-credit-note')).toEqual([]);
    expect(
      await xpathValues(res.body, [
        '/ubl:CreditNote/cbc:ID',
        '/ubl:CreditNote/cbc:CreditNoteTypeCode',
        '/ubl:CreditNote/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID',
        '/ubl:CreditNote/cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate',
        '/ubl:CreditNote/cac:LegalMonetaryTotal/cbc:PayableAmount',
        '/ubl:CreditNote/cac:CreditNoteLine[1]/cbc:CreditedQuantity',
      ]),
    ).toEqual(['AV-2026-0001', '381', 'FA-2026-0042', '2026-11-20', '1440.00', '1']);
  });

  it('is a CII document of type 381 that validates and references its invoice', async () => {
    const s = await issuedFrenchInvoice(t);
    const id = await creditNoteOf(s);
    const res = await eInvoiceOf(t, s.token, id, 'cii');
    expect(res.statusCode, res.body).toBe(200);
    expect(await schemaErrors(res.body, 'cii')).toEqual([]);
    const settlement = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
    expect(
      await xpathValues(res.body, [
        '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode',
        `${settlement}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`,
        `${settlement}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:GrandTotalAmount`,
      ]),
    ).toEqual(['381', 'FA-2026-0042', '1440.00']);
    const facturx = await eInvoiceOf(t, s.token, id, 'facturx');
    const embedded = poppler(facturx.rawPayload).attachment(1);
    expect(await schemaErrors(embedded, 'cii')).toEqual([]);
    expect(
      await xpathValues(embedded, [`${settlement}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString`]),
    ).toEqual(['20261120']);
  });
});

describe('Factur-X as the default PDF', () => {
  it('answers GET /invoices/{id}/pdf of an issued invoice as Factur-X and attaches it to the mail', async () => {
    const s = await issuedFrenchInvoice(t);
    await setTaxSettingsForTest(t, s.workspaceId, { defaultPdf: 'facturx' });
    const res = await t.request({ method: 'GET', url: `/api/v1/invoices/${s.invoiceId}/pdf`, token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="FA-2026-0042.pdf"');
    expect(poppler(res.rawPayload).attachments()).toMatch(/^1: factur-x\.xml$/m);

    const sent = await s.api.call('POST', `/invoices/${s.invoiceId}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = outboxFor(t.dataDir, s.client.email as string);
    const pdf = mailAttachments(mail ?? '').find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe('FA-2026-0042.pdf');
    expect(poppler(pdf?.content ?? Buffer.alloc(0)).attachments()).toMatch(/^1: factur-x\.xml$/m);
  });

  it('leaves a draft, and a studio that keeps the plain PDF, with the plain PDF', async () => {
    const s = await issuedFrenchInvoice(t);
    const plain = await t.request({ method: 'GET', url: `/api/v1/invoices/${s.invoiceId}/pdf`, token: s.token });
    expect(poppler(plain.rawPayload).attachments()).toMatch(/^0 embedded files/m);
    await setTaxSettingsForTest(t, s.workspaceId, { defaultPdf: 'facturx' });
    const draftId = await s.draft('FA-BROUILLON', [{ description: 'Ourlet', quantity: 1, rate: 20 }]);
    const draft = await t.request({ method: 'GET', url: `/api/v1/invoices/${draftId}/pdf`, token: s.token });
    expect(poppler(draft.rawPayload).attachments()).toMatch(/^0 embedded files/m);
  });
});

describe('prices typed with tax', () => {
  it('carries each line at its net without tax, the discount inside it, and adds up', async () => {
    const s = await frenchStudio(t);
    await issueForTest(t, { invoiceId: s.invoiceId, lines: THREE_RATES, pricesIncludeTax: true });
    const res = await eInvoiceOf(t, s.token, s.invoiceId, 'ubl');
    expect(res.statusCode, res.body).toBe(200);
    expect(await schemaErrors(res.body, 'ubl-invoice')).toEqual([]);
    const sum = '/ubl:Invoice/cac:LegalMonetaryTotal';
    expect(
      await xpathValues(res.body, [
        '/ubl:Invoice/cac:InvoiceLine[1]/cbc:LineExtensionAmount',
        '/ubl:Invoice/cac:InvoiceLine[2]/cbc:LineExtensionAmount',
        '/ubl:Invoice/cac:InvoiceLine[2]/cac:Price/cbc:PriceAmount',
        '/ubl:Invoice/cac:InvoiceLine[3]/cbc:LineExtensionAmount',
        `${sum}/cbc:LineExtensionAmount`,
        `count(${sum}/cbc:AllowanceTotalAmount)`,
        `${sum}/cbc:TaxExclusiveAmount`,
        '/ubl:Invoice/cac:TaxTotal/cbc:TaxAmount',
        `${sum}/cbc:TaxInclusiveAmount`,
      ]),
    ).toEqual(['937.15', '80.83', '40.415', '281.14', '1299.12', '0', '1299.12', '191.88', '1491.00']);
    const cii = await eInvoiceOf(t, s.token, s.invoiceId, 'cii');
    expect(await schemaErrors(cii.body, 'cii')).toEqual([]);
  });
});
