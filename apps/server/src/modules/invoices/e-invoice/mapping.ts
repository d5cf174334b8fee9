import type { Invoice as EInvoiceData } from '@e-invoice-eu/core';
import { normalIdentifier, type Invoice } from '@atelier/shared';
import { allowancesPerRate, documentTotals, lineAmounts } from './amounts.js';
import { allowanceCharges, invoiceLines, monetaryTotal, taxTotal, VAT, type Currency, type Doc } from './money-groups.js';
import type { BuyerParty, Parties, SellerParty } from './parties.js';

/**
 * An issued document in the library's own format, which is UBL's shape (decision 164): the library
 * writes it as UBL 2.1, as CII and into the Factur-X PDF. Every term is one the studio has; none is
 * invented to fill a gap (the readiness check refuses a document that would lack a mandatory one).
 */

export type EInvoiceSource = {
  invoice: Invoice;
  parties: Parties;
  /** The issue date (BT-2), the studio's calendar day of issuedAt. */
  issueDate: string;
  /** The studio's and the client's emails as their electronic addresses (BT-34, BT-49), when known. */
  sellerEmail: string;
  buyerEmail: string;
  paymentTerms: string;
  iban: string;
  /** A credit note's invoice (BT-25, BT-26). */
  preceding: { number: string; issueDate: string } | null;
};

/** UNTDID 1001: commercial invoice, credit note, prepayment invoice. */
const TYPE_CODES = { invoice: '380', 'credit-note': '381', deposit: '386' } as const;

/** French company numbers: a SIRET has 14 digits, a SIREN 9 (ISO 6523 ICD 0009 and 0002). */
function companyScheme(country: string, digits: string) {
  if (country !== 'FR') return {};
  if (/^\d{14}$/.test(digits)) return { 'cbc:CompanyID@schemeID': '0009' as const };
  if (/^\d{9}$/.test(digits)) return { 'cbc:CompanyID@schemeID': '0002' as const };
  return {};
}

const endpoint = (email: string) => (email ? { 'cbc:EndpointID': email, 'cbc:EndpointID@schemeID': 'EM' as const } : {});
/** A VAT number as the tax scheme's identifier, written normalised (decision 184): 'FR19812345676', never 'FR 19 812345676'. */
const taxScheme = (vatNumber: string) => ({ 'cbc:CompanyID': normalIdentifier(vatNumber), 'cac:TaxScheme': VAT });
/** A company number as the legal entity's identifier, normalised (decision 184), with its scheme when French. */
const companyId = (country: string, companyNumber: string) => {
  const id = normalIdentifier(companyNumber);
  return id ? { 'cbc:CompanyID': id, ...companyScheme(country, id) } : {};
};
const opt = <K extends string>(key: K, value: string) => (value ? ({ [key]: value } as Record<K, string>) : {});

function seller(s: SellerParty, email: string): Doc['cac:AccountingSupplierParty'] {
  const legalName = s.legalName || s.name;
  return {
    'cac:Party': {
      ...endpoint(email),
      ...(s.name && s.name !== legalName ? { 'cac:PartyName': { 'cbc:Name': s.name } } : {}),
      'cac:PostalAddress': {
        ...opt('cbc:StreetName', s.addressLine1),
        ...opt('cbc:AdditionalStreetName', s.addressLine2),
        ...opt('cbc:CityName', s.city),
        ...opt('cbc:PostalZone', s.postcode),
        'cac:Country': { 'cbc:IdentificationCode': s.country as never },
      },
      ...(s.vatNumber ? { 'cac:PartyTaxScheme': [taxScheme(s.vatNumber)] } : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': legalName,
        ...companyId(s.country, s.companyNumber),
      },
    },
  } as Doc['cac:AccountingSupplierParty'];
}

/** The client's address is one free text: its first lines as street lines, the rest as a third. */
function buyer(b: BuyerParty, country: string, email: string): Doc['cac:AccountingCustomerParty'] {
  const lines = b.address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const [first = '', second = '', ...rest] = lines;
  return {
    'cac:Party': {
      ...endpoint(email),
      'cac:PostalAddress': {
        ...opt('cbc:StreetName', first),
        ...opt('cbc:AdditionalStreetName', second),
        ...(rest.length ? { 'cac:AddressLine': { 'cbc:Line': rest.join(', ') } } : {}),
        'cac:Country': { 'cbc:IdentificationCode': country as never },
      },
      ...(b.vatNumber ? { 'cac:PartyTaxScheme': taxScheme(b.vatNumber) } : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': b.name, ...companyId(country, b.companyNumber) },
    },
  } as Doc['cac:AccountingCustomerParty'];
}

export function toEInvoiceData(source: EInvoiceSource): EInvoiceData {
  const { invoice, parties } = source;
  const currency = invoice.currency as Currency;
  const lines = lineAmounts(invoice);
  const allowances = allowancesPerRate(invoice, lines);
  const totals = documentTotals(invoice, lines, allowances);
  const notes = [invoice.reason, invoice.notes].map((n) => n.trim()).filter(Boolean);
  const doc: Doc = {
    'cbc:ID': invoice.invoiceNumber,
    'cbc:IssueDate': source.issueDate,
    ...(invoice.kind === 'credit-note' ? {} : { 'cbc:DueDate': invoice.dueDate.slice(0, 10) }),
    'cbc:InvoiceTypeCode': TYPE_CODES[invoice.kind],
    ...(notes.length ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': currency,
    ...(source.preceding
      ? {
          'cac:BillingReference': [
            { 'cac:InvoiceDocumentReference': { 'cbc:ID': source.preceding.number, 'cbc:IssueDate': source.preceding.issueDate } },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': seller(parties.seller, source.sellerEmail),
    'cac:AccountingCustomerParty': buyer(parties.buyer, parties.buyer.country || parties.seller.country, source.buyerEmail),
    // CII requires its delivery group and the library writes it only with content: the client is
    // the party the studio's work is delivered to (BT-70); no delivery date is known, none is invented.
    'cac:Delivery': { 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': parties.buyer.name } } },
    ...(source.iban
      ? {
          'cac:PaymentMeans': [
            {
              'cbc:PaymentMeansCode': '58',
              'cbc:PaymentID': invoice.invoiceNumber,
              'cac:PayeeFinancialAccount': { 'cbc:ID': normalIdentifier(source.iban) },
            },
          ],
        }
      : {}),
    ...(source.paymentTerms ? { 'cac:PaymentTerms': { 'cbc:Note': source.paymentTerms } } : {}),
    ...(allowances.length ? { 'cac:AllowanceCharge': allowanceCharges(allowances, currency) } : {}),
    'cac:TaxTotal': taxTotal(invoice, totals, currency),
    'cac:LegalMonetaryTotal': monetaryTotal(totals, currency),
    'cac:InvoiceLine': invoiceLines(lines, currency),
  } as Doc;
  return { 'ubl:Invoice': doc };
}
