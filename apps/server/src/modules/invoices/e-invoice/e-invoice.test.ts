import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type TestApp, createTestApp } from '../../../test/harness.js';
import { eInvoiceOf, issuedFrenchInvoice, poppler } from '../../../test/einvoice-studio.js';
import { schemaErrors, xpathValues } from '../../../test/xml.js';

// Decision 164: GET /invoices/{id}/e-invoice as Factur-X, CII and UBL, through the real route.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** One row per business term: its number, the XPath in CII and in UBL, and the value the invoice gives it. */
type Term = [bt: string, cii: string, ubl: string, value: string];

const CII_SETTLEMENT = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
const CII_AGREEMENT = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement';
const CII_SUM = `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
const CII_SELLER = `${CII_AGREEMENT}/ram:SellerTradeParty`;
const CII_BUYER = `${CII_AGREEMENT}/ram:BuyerTradeParty`;
const ciiRate = (predicate: string) => `${CII_SETTLEMENT}/ram:ApplicableTradeTax[${predicate}]`;
const ciiLine = (n: number) => `/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem[${n}]`;

const UBL_SELLER = '/ubl:Invoice/cac:AccountingSupplierParty/cac:Party';
const UBL_BUYER = '/ubl:Invoice/cac:AccountingCustomerParty/cac:Party';
const UBL_SUM = '/ubl:Invoice/cac:LegalMonetaryTotal';
const ublRate = (predicate: string) => `/ubl:Invoice/cac:TaxTotal/cac:TaxSubtotal[${predicate}]`;
const ublLine = (n: number) => `/ubl:Invoice/cac:InvoiceLine[${n}]`;

const line = (n: number, qty: string, net: string, category: string, rate: string, name: string): Term[] => [
  ['BT-126', `${ciiLine(n)}/ram:AssociatedDocumentLineDocument/ram:LineID`, `${ublLine(n)}/cbc:ID`, String(n)],
  ['BT-129', `${ciiLine(n)}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity`, `${ublLine(n)}/cbc:InvoicedQuantity`, qty],
  [
    'BT-131',
    `${ciiLine(n)}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount`,
    `${ublLine(n)}/cbc:LineExtensionAmount`,
    net,
  ],
  [
    'BT-151',
    `${ciiLine(n)}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode`,
    `${ublLine(n)}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`,
    category,
  ],
  [
    'BT-152',
    `${ciiLine(n)}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent`,
    `${ublLine(n)}/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`,
    rate,
  ],
  ['BT-153', `${ciiLine(n)}/ram:SpecifiedTradeProduct/ram:Name`, `${ublLine(n)}/cac:Item/cbc:Name`, name],
];

const rate = (cii: string, ubl: string, taxable: string, tax: string, category: string, percent: string): Term[] => [
  ['BT-116', `${ciiRate(cii)}/ram:BasisAmount`, `${ublRate(ubl)}/cbc:TaxableAmount`, taxable],
  ['BT-117', `${ciiRate(cii)}/ram:CalculatedAmount`, `${ublRate(ubl)}/cbc:TaxAmount`, tax],
  ['BT-118', `${ciiRate(cii)}/ram:CategoryCode`, `${ublRate(ubl)}/cac:TaxCategory/cbc:ID`, category],
  ['BT-119', `${ciiRate(cii)}/ram:RateApplicablePercent`, `${ublRate(ubl)}/cac:TaxCategory/cbc:Percent`, percent],
];

/**
 * The mandatory terms of EN 16931 the studio has, with the values of the invoice: 1,200 at 20 %,
 * 2 × 45.50 at 5.5 % and 300 exempt, 100 off shared over the lines, 500 paid.
 */
const TERMS: Term[] = [
  ['BT-1', '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID', '/ubl:Invoice/cbc:ID', 'FA-2026-0042'],
  [
    'BT-2',
    '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString',
    '/ubl:Invoice/cbc:IssueDate',
    '2026-11-20',
  ],
  ['BT-3', '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode', '/ubl:Invoice/cbc:InvoiceTypeCode', '380'],
  ['BT-5', `${CII_SETTLEMENT}/ram:InvoiceCurrencyCode`, '/ubl:Invoice/cbc:DocumentCurrencyCode', 'USD'],
  ['BT-27', `${CII_SELLER}/ram:Name`, `${UBL_SELLER}/cac:PartyLegalEntity/cbc:RegistrationName`, 'Atelier Ọlá SARL'],
  ['BT-30', `${CII_SELLER}/ram:SpecifiedLegalOrganization/ram:ID`, `${UBL_SELLER}/cac:PartyLegalEntity/cbc:CompanyID`, '12345678900012'],
  [
    'BT-31',
    `${CII_SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`,
    `${UBL_SELLER}/cac:PartyTaxScheme/cbc:CompanyID`,
    'FR32123456789',
  ],
  ['BT-35', `${CII_SELLER}/ram:PostalTradeAddress/ram:LineOne`, `${UBL_SELLER}/cac:PostalAddress/cbc:StreetName`, '12 rue des Tailleurs'],
  [
    'BT-40',
    `${CII_SELLER}/ram:PostalTradeAddress/ram:CountryID`,
    `${UBL_SELLER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`,
    'FR',
  ],
  ['BT-47', `${CII_BUYER}/ram:SpecifiedLegalOrganization/ram:ID`, `${UBL_BUYER}/cac:PartyLegalEntity/cbc:CompanyID`, '98765432100017'],
  [
    'BT-48',
    `${CII_BUYER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`,
    `${UBL_BUYER}/cac:PartyTaxScheme/cbc:CompanyID`,
    'FR05987654321',
  ],
  ['BT-44', `${CII_BUYER}/ram:Name`, `${UBL_BUYER}/cac:PartyLegalEntity/cbc:RegistrationName`, 'Maison Dupont'],
  ['BT-55', `${CII_BUYER}/ram:PostalTradeAddress/ram:CountryID`, `${UBL_BUYER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, 'FR'],
  [
    'BT-20',
    `${CII_SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description`,
    '/ubl:Invoice/cac:PaymentTerms/cbc:Note',
    'Paiement à 30 jours, sans escompte',
  ],
  [
    'BT-84',
    `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount/ram:IBANID`,
    '/ubl:Invoice/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID',
    'FR7630006000011234567890189',
  ],
  ['BT-106', `${CII_SUM}/ram:LineTotalAmount`, `${UBL_SUM}/cbc:LineExtensionAmount`, '1591.00'],
  ['BT-107', `${CII_SUM}/ram:AllowanceTotalAmount`, `${UBL_SUM}/cbc:AllowanceTotalAmount`, '100.00'],
  ['BT-109', `${CII_SUM}/ram:TaxBasisTotalAmount`, `${UBL_SUM}/cbc:TaxExclusiveAmount`, '1491.00'],
  ['BT-110', `${CII_SUM}/ram:TaxTotalAmount`, '/ubl:Invoice/cac:TaxTotal/cbc:TaxAmount', '229.61'],
  ['BT-112', `${CII_SUM}/ram:GrandTotalAmount`, `${UBL_SUM}/cbc:TaxInclusiveAmount`, '1720.61'],
  ['BT-113', `${CII_SUM}/ram:TotalPrepaidAmount`, `${UBL_SUM}/cbc:PrepaidAmount`, '500.00'],
  ['BT-115', `${CII_SUM}/ram:DuePayableAmount`, `${UBL_SUM}/cbc:PayableAmount`, '1220.61'],
  ...rate('ram:RateApplicablePercent=20', 'cac:TaxCategory/cbc:Percent=20', '1124.58', '224.92', 'S', '20'),
  ...rate('ram:RateApplicablePercent=5.5', 'cac:TaxCategory/cbc:Percent=5.5', '85.28', '4.69', 'S', '5.5'),
  ...rate("ram:CategoryCode='E'", "cac:TaxCategory/cbc:ID='E'", '281.14', '0.00', 'E', '0'),
  [
    'BT-120',
    `${ciiRate("ram:CategoryCode='E'")}/ram:ExemptionReason`,
    `${ublRate("cac:TaxCategory/cbc:ID='E'")}/cac:TaxCategory/cbc:TaxExemptionReason`,
    'Exonération de TVA, article 261-4-4° du CGI',
  ],
  ...line(1, '1', '1200.00', 'S', '20', 'Veste sur mesure'),
  ...line(2, '2', '91.00', 'S', '5.5', 'Retouche pantalon'),
  ...line(3, '1', '300.00', 'E', '0', 'Cours de couture'),
];

/** Dates as each syntax writes them: CII's 102 format is YYYYMMDD. */
const ciiValue = (bt: string, value: string) => (bt === 'BT-2' ? value.replaceAll('-', '') : value);

/** Decimals compared as numbers (20 and 20.00 are the same rate), the rest as text. */
const same = (actual: string | undefined, expected: string) =>
  /^-?\d+(\.\d+)?$/.test(expected) && actual !== undefined && /^-?\d+(\.\d+)?$/.test(actual)
    ? Number(actual) === Number(expected)
    : actual === expected;

async function expectTerms(xml: string, syntax: 'cii' | 'ubl') {
  const values = await xpathValues(
    xml,
    TERMS.map(([, cii, ubl]) => (syntax === 'cii' ? cii : ubl)),
  );
  const wrong = TERMS.flatMap(([bt, , , value], i) => {
    const expected = syntax === 'cii' ? ciiValue(bt, value) : value;
    return same(values[i], expected) ? [] : [`${bt}: ${JSON.stringify(values[i])}, expected ${JSON.stringify(expected)}`];
  });
  expect(wrong).toEqual([]);
}

describe('GET /api/v1/invoices/{id}/e-invoice', () => {
  it('answers Factur-X: our PDF as PDF/A-3 with its CII as factur-x.xml, profile EN 16931', async () => {
    const s = await issuedFrenchInvoice(t);
    const res = await eInvoiceOf(t, s.token, s.invoiceId, 'facturx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="FA-2026-0042.pdf"');
    const pdf = poppler(res.rawPayload);
    expect(pdf.attachments()).toMatch(/^1: factur-x\.xml$/m);
    const xmp = pdf.xmp();
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
    const embedded = pdf.attachment(1);
    expect(await schemaErrors(embedded, 'cii')).toEqual([]);
    await expectTerms(embedded, 'cii');
  });

  it('answers CII XML that validates against the D16B schema and carries the mandatory terms', async () => {
    const s = await issuedFrenchInvoice(t);
    const res = await eInvoiceOf(t, s.token, s.invoiceId, 'cii');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="FA-2026-0042-cii.xml"');
    expect(await schemaErrors(res.body, 'cii')).toEqual([]);
    const [guideline] = await xpathValues(res.body, [
      '/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
    ]);
    expect(guideline).toBe('urn:cen.eu:en16931:2017');
    await expectTerms(res.body, 'cii');
  });

  it('answers UBL 2.1 XML that validates against the OASIS schema and carries the mandatory terms', async () => {
    const s = await issuedFrenchInvoice(t);
    const res = await eInvoiceOf(t, s.token, s.invoiceId, 'ubl');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="FA-2026-0042-ubl.xml"');
    expect(await schemaErrors(res.body, 'ubl-invoice')).toEqual([]);
    const [customization] = await xpathValues(res.body, ['/ubl:Invoice/cbc:CustomizationID']);
    expect(customization).toBe('urn:cen.eu:en16931:2017');
    await expectTerms(res.body, 'ubl');
  });

  it('is 409 INVOICE_NOT_ISSUED for a draft', async () => {
    const s = await issuedFrenchInvoice(t);
    const draftId = await s.draft('FA-BROUILLON', [{ description: 'Ourlet', quantity: 1, rate: 20 }]);
    const res = await eInvoiceOf(t, s.token, draftId, 'ubl');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVOICE_NOT_ISSUED');
  });

  it('is 422 INVOICE_NOT_READY naming vatNumber for a registered French studio without its VAT number', async () => {
    const s = await issuedFrenchInvoice(t, { vatNumber: null });
    const res = await eInvoiceOf(t, s.token, s.invoiceId, 'facturx');
    expect(res.statusCode).toBe(422);
    const body = res.json() as { code: string; errors: { field: string; message: string }[] };
    expect(body.code).toBe('INVOICE_NOT_READY');
    expect(body.errors.map((e) => e.field)).toEqual(['vatNumber']);
    expect(body.errors[0]?.message).toBe('VAT number is required while registered for tax (BT-31)');
  });

  it("is 404 for another studio's invoice and 401 without a token", async () => {
    const s = await issuedFrenchInvoice(t);
    const other = await createVerifiedUser(t, { plan: 'premium' });
    expect((await eInvoiceOf(t, other.token, s.invoiceId, 'cii')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/invoices/${s.invoiceId}/e-invoice?format=cii` })).statusCode).toBe(401);
  });
});
