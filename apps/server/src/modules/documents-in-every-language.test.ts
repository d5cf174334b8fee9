import { ALL_ROUTES, LANGUAGES, type Language, type Pattern } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { billingApi } from '../test/billing.js';
import { businessApi } from '../test/business.js';
import { FRENCH_SELLER, THREE_RATES } from '../test/einvoice-studio.js';
import { recordInInches } from '../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { issueForTest, setTaxSettingsForTest } from '../test/issued-invoice.js';
import { extractPdf } from '../test/pdf.js';
import { makeLink } from '../test/portal.js';
import { studioOf } from '../test/seed.js';

/**
 * Decision 206: every PDF Atelier prints is written whole in its reader's language. Each PDF route the
 * contract declares is printed for a studio and a client in every language, with realistic data,
 * and read back as a person sees it; none may keep a word of the English built-in text, nor write a
 * figure the English way. A PDF route added without a case here fails the first test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

/** The built-in English words of the PDFs that no other language's sentence uses. */
const ENGLISH = new RegExp(
  `\\b(${[
    'Invoice|Quote|Bill to|Due|Subtotal|Balance|Paid|Deposit|Quantity|Qty|Rate|Amount|Valid until',
    'Purchase order|Supplier|Claim check|Pick-up|Pickup|Garments?|Pattern|Pieces?|Cut|Statement|Receipt',
    'Thank you|Signed|Signature of|Page \\d+ of|Issued|Order|Hours|Seam allowance|Fold|Grain|Front',
    'Back|Waistband|Sleeve|Size|the|and|of|for|your|with|from',
  ].join('|')})\\b`,
);
/** Words a language shares with the English list: Spanish and Portuguese say 'Subtotal' too. */
const SHARED: Partial<Record<Language, readonly string[]>> = { es: ['Subtotal'], pt: ['Subtotal'] };
/** A figure written the English way: a thousands comma or a decimal point between digits. */
const ENGLISH_FIGURE = /\d,\d{3}\.\d{2}|\b\d{1,3}\.\d{2}\b(?!\.)/;
const plain = (text: string) => text.replace(/[\u202f\u00a0\s]+/g, ' ');

const PDF_ROUTES = ALL_ROUTES.filter((route) => 'file' in route.success && route.success.file === 'application/pdf').map(
  (route) => `${route.method} ${route.path}`,
);

type Printed = Record<string, string>;

/** A paid Enterprise studio in `language`, its client in it too, and each of its PDFs read back. */
async function printedIn(language: Language): Promise<Printed> {
  const owner = await createVerifiedUser(t, { plan: 'enterprise' });
  await t.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, owner.user.id));
  const api = businessApi(t, owner.token);
  const settings = { language, currency: 'EUR', measurementUnit: 'cm', timezone: 'Europe/Paris' };
  expect((await api.call('PATCH', '/user/preferences', { settings })).status).toBe(200);
  expect((await api.call('PATCH', '/studio', { name: 'Atelier Lumière' })).status).toBe(200);
  await setTaxSettingsForTest(t, await studioOf(t.ctx.db, owner.user.id), FRENCH_SELLER);
  const client = await api.createClient({ name: 'Amélie Roux', email: `amelie-${language}-${Date.now()}@example.com`, language });
  const made = async (url: string, body: Record<string, unknown>, key: string) => {
    const res = await api.call('POST', url, body);
    expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(201);
    return (res.body.data[key] as { id: string }).id;
  };

  const invoice = await made(
    '/invoices',
    {
      clientId: client.id,
      invoiceNumber: 'FA-2026-0042',
      dueDate: '2026-12-20',
      items: [
        { description: 'Robe de mariée', quantity: 1, rate: 1200 },
        { description: 'Tulle', quantity: 2.5, rate: 45.5 },
        { description: 'Cours', quantity: 1, rate: 300 },
      ],
    },
    'invoice',
  );
  await issueForTest(t, { invoiceId: invoice, lines: THREE_RATES });
  expect((await api.call('POST', `/invoices/${invoice}/payments`, { amount: 500, date: '2026-11-21', method: 'cash' })).status).toBe(201);

  const quote = await made(
    '/quotes',
    {
      clientId: client.id,
      title: 'Robe Amélie',
      projectType: 'Wedding Dress',
      lines: [{ kind: 'free', description: 'Robe', unitPrice: 1290 }],
    },
    'quote',
  );
  expect((await api.call('POST', `/quotes/${quote}/send`)).status).toBe(200);
  const contract = await made(
    '/contracts',
    { clientId: client.id, title: 'Robe Amélie', body: 'Conditions: {{client.name}}', quoteId: quote },
    'contract',
  );
  expect((await api.call('POST', `/contracts/${contract}/send`)).status).toBe(200);

  const supplier = await made('/suppliers', { name: 'Soieries Lyonnaises' }, 'supplier');
  const silk = await made('/materials', { kind: 'fabric', name: 'Charmeuse', widthMm: 1400 }, 'material');
  const order = await made(
    '/purchase-orders',
    { supplierId: supplier, lines: [{ materialId: silk, quantity: 12_500, unitPrice: 33.33 }] },
    'purchaseOrder',
  );

  const style = await made(
    '/designer-styles',
    { designerId: supplier, styleNumber: 'SL-12', name: 'Aurore', sizes: ['38', '40'], colours: ['Ivoire'] },
    'designerStyle',
  );
  const piece = await made('/pieces', { styleId: style, size: '40', colour: 'Ivoire', location: 'Salon' }, 'piece');

  const ticket = await made(
    '/tickets',
    {
      client: { name: 'Zoé Marchand', phone: '+33 6 12 34 56 78' },
      pickupDate: '2099-06-10',
      garments: [{ description: 'Pantalon marine', lines: [{ description: 'Ourlet', price: 1042.5 }] }],
      deposit: { amount: 20, method: 'cash' },
    },
    'ticket',
  );
  const project = await made(
    '/projects',
    { clientId: client.id, name: 'Robe Amélie', type: 'Wedding Dress', dueDate: '2099-05-02' },
    'project',
  );

  const record = await made(
    '/measurements',
    { clientId: client.id, garmentType: 'skirt', measurements: await recordInInches('penelope') },
    'measurement',
  );
  const generated = await api.call('POST', '/patterns/generate', {
    clientId: client.id,
    measurementId: record,
    garmentType: 'Skirt',
    style: 'Formal',
    sizeRange: 'M-L',
    fabricType: 'Wool',
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(201);
  const pattern = (generated.body.data as { pattern: Pattern }).pattern;

  // A receipt is the subscriber's: an account of its own in the language, subscribing with a card.
  const subscriber = await createVerifiedUser(t, { plan: 'free' });
  expect((await businessApi(t, subscriber.token).call('PATCH', '/user/preferences', { settings })).status).toBe(200);
  const billing = billingApi(t, subscriber.token);
  expect((await billing.subscribeWithCard('premium')).status).toBe(200);
  const [line] = (await billing.details()).invoices;
  const receipt = String(line?.pdfUrl).replace(/^\/api\/v1/, '');
  // The billing history says the line in the account's language too (decision 206).
  if (language !== 'en') expect(line?.description).not.toMatch(/plan, monthly/);
  else expect(line?.description).toBe('Premium plan, monthly');

  const portal = (await makeLink(t, owner.token, client.id)).token;
  const urls: Record<string, [string, string]> = {
    'GET /invoices/:id/pdf': [`/invoices/${invoice}/pdf`, owner.token],
    'GET /invoices/:id/e-invoice': [`/invoices/${invoice}/e-invoice?format=facturx`, owner.token],
    'GET /patterns/:id/pdf': [`/patterns/${pattern.id}/pdf`, owner.token],
    'GET /subscriptions/receipts/:id/pdf': [receipt, subscriber.token],
    'GET /portal/:token/invoices/:id/pdf': [`/portal/${portal}/invoices/${invoice}/pdf`, ''],
    'GET /team/pay/:memberId/statement.pdf': [`/team/pay/${owner.user.id}/statement.pdf?from=2026-01-01&to=2026-12-31`, owner.token],
    'GET /tickets/:id/claim-check.pdf': [`/tickets/${ticket}/claim-check.pdf?format=a4`, owner.token],
    'GET /tickets/:id/tags.pdf': [`/tickets/${ticket}/tags.pdf`, owner.token],
    'GET /projects/:id/tag.pdf': [`/projects/${project}/tag.pdf`, owner.token],
    'GET /pieces/:id/tag.pdf': [`/pieces/${piece}/tag.pdf?format=a4`, owner.token],
    'GET /purchase-orders/:id/pdf': [`/purchase-orders/${order}/pdf`, owner.token],
    'GET /contracts/:id/pdf': [`/contracts/${contract}/pdf`, owner.token],
    'GET /portal/:token/contracts/:id/pdf': [`/portal/${portal}/contracts/${contract}/pdf`, ''],
    'GET /quotes/:id/pdf': [`/quotes/${quote}/pdf`, owner.token],
    'GET /portal/:token/quotes/:id/pdf': [`/portal/${portal}/quotes/${quote}/pdf`, ''],
  };
  const printed: Printed = {};
  for (const [route, [url, token]] of Object.entries(urls)) {
    const res = await t.request({ method: 'GET', url: `/api/v1${url}`, ...(token ? { token } : {}) });
    expect(res.statusCode, `${route} ${res.body.slice(0, 300)}`).toBe(200);
    printed[route] = plain((await extractPdf(res.rawPayload)).pages.join('\n'));
  }
  return printed;
}

describe('every PDF', () => {
  it('is printed here in every language: the contract declares no PDF this file does not print', async () => {
    const english = await printedIn('en');
    expect(Object.keys(english).sort()).toEqual([...PDF_ROUTES].sort());
    // The word list is of the English PDFs' own words: each is found in one of them.
    expect(Object.values(english).join('\n')).toMatch(ENGLISH);
  }, 240_000);

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'in %s keeps no English word and no English figure',
    async (language) => {
      const printed = await printedIn(language);
      const left = Object.entries(printed).flatMap(([route, text]) => {
        const shared = SHARED[language] ?? [];
        const word = [...text.matchAll(new RegExp(ENGLISH.source, 'g'))].map((m) => m[0]).find((w) => !shared.includes(w));
        const figure = ENGLISH_FIGURE.exec(text)?.[0];
        return [...(word ? [`${route}: «${word}» in …${around(text, word)}…`] : []), ...(figure ? [`${route}: figure ${figure}`] : [])];
      });
      expect(left).toEqual([]);
    },
    240_000,
  );
});

const around = (text: string, found: string) => {
  const at = text.indexOf(found);
  return text.slice(Math.max(0, at - 40), at + found.length + 40);
};
