import { measurementName, type Client, type Fitting, type Measurement, type Pattern, type PortalView } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';
import { makeLink, portalCall } from '../../test/portal.js';

/**
 * Decision 132: a pattern PDF is written in its client's language (materials, steps, measurement
 * names, the fitting line), which the client may choose on the portal; two versions of a re-drafted
 * pattern download under distinct names.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Intl and pdf.js space French text with U+202F and U+00A0, and break lines anywhere: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0\s]+/g, ' ');
const SKIRT = { garmentType: 'Skirt', style: 'Formal', sizeRange: 'M-L', fabricType: 'Wool' } as const;
const BODICE = { garmentType: 'Blouse', design: 'bella', style: 'Formal', sizeRange: 'Custom', fabricType: 'Silk' } as const;

async function studio() {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  const api = businessApi(t, u.token);
  /** A client with a record for `design`, and a pattern generated for them. */
  const clientWith = async (name: string, language: 'en' | 'fr' | null, design: 'penelope' | 'bella' = 'penelope') => {
    const client = (await api.createClient({ name, ...(language ? { language } : {}) })) as unknown as Client;
    const garmentType = design === 'bella' ? 'blouse' : 'skirt';
    const measurements = await recordInInches(design);
    const record = (await api.call('POST', '/measurements', { clientId: client.id, garmentType, measurements })).body.data
      .measurement as Measurement;
    const res = await api.call('POST', '/patterns/generate', {
      clientId: client.id,
      measurementId: record.id,
      ...(design === 'bella' ? BODICE : SKIRT),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { client, pattern: res.body.data.pattern as Pattern };
  };
  const download = (url: string) => t.request({ method: 'GET', url, token: u.token });
  const pdfText = async (p: Pattern, query = '') => {
    const res = await download(`${p.generator!.pdfUrl}?paper=a4${query}`);
    expect(res.statusCode).toBe(200);
    return (await extractPdf(res.rawPayload)).pages.map(plain);
  };
  return { ...u, api, clientWith, download, pdfText };
}

describe('the pattern PDF in the client’s language', () => {
  it('is French for a French client: design, cover, materials, steps, tiles and units', async () => {
    const s = await studio();
    const amelie = await s.clientWith('Amélie Roux', 'fr');
    const pages = await s.pdfText(amelie.pattern);
    const cover = pages[0]!;
    for (const words of [
      'Jupe droite (Penelope) · Jupe · Habillé · Laine',
      'Tracé aux mesures de Amélie Roux',
      'Marges de couture de 3/8 po comprises',
      'Imprimez à 100 %',
      'Carré test : 10 cm × 5 cm (3,94 × 1,97 po)',
      'Fournitures',
      'Tissu principal (laine) :',
      'vg de tissu de 55 po de large, estimé en disposant les pièces',
      'Fermeture invisible, 20 cm (8 po)',
    ])
      expect(cover, words).toContain(words);
    for (const english of ['Materials', 'Main fabric', 'Seam allowance', 'Print at 100%']) expect(cover).not.toContain(english);
    // The pieces on the tiles: their names and cutting in French, and each page's foot.
    expect(pages.some((p) => p.includes('Dos Couper 2 en tissu') && p.includes('page B1 : rangée B, colonne 1'))).toBe(true);
    const steps = pages.at(-1)!;
    expect(steps).toContain('Instructions de montage');
    expect(steps).toContain('1. Imprimez le patron à 100 %');
    expect(steps).toContain('Piquez les côtés en faisant coïncider les crans de hanches');
  });

  it('is English for an English client: the same PDF in English words', async () => {
    const s = await studio();
    const grace = await s.clientWith('Grace Hopper', 'en');
    const english = await s.pdfText(grace.pattern);
    expect(english[0]).toContain('Pencil skirt (Penelope) · Skirt · Formal · Wool');
    expect(english[0]).toContain('Main fabric (Wool):');
    expect(english.at(-1)).toContain('Sew the side seams, matching the hip notches');
  });

  it('prints a list the studio edited as written, in any language', async () => {
    const s = await studio();
    const { pattern } = await s.clientWith('Amélie Roux', 'fr');
    const edited = await s.api.call('PATCH', `/patterns/${pattern.id}`, {
      materials: ['Laine bouillie de la cliente'],
      instructions: ['Cut on the cross grain'],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const pages = await s.pdfText(pattern);
    expect(pages[0]).toContain('Laine bouillie de la cliente');
    expect(pages[0]).not.toContain('Tissu principal');
    expect(pages.at(-1)).toContain('1. Cut on the cross grain');
  });

  it('writes the fitting line, the measurement names and the comparison in French, with French numbers and dates', async () => {
    const s = await studio();
    const { client, pattern: v1 } = await s.clientWith('Amélie Roux', 'fr', 'bella');
    const project = (await s.api.call('POST', '/projects', { name: 'Robe de mariée', clientId: client.id, type: 'Wedding Dress' })).body
      .data.project as { id: string };
    const correction = { target: 'measurement', name: 'Waist', change: 2.5, unit: 'cm', reason: 'Serré assise' };
    const fitted = await s.api.call('POST', `/projects/${project.id}/fittings`, {
      fittedOn: '2030-03-12T10:00',
      corrections: [correction],
    });
    expect(fitted.status, JSON.stringify(fitted.body)).toBe(201);
    const fitting = fitted.body.data.fitting as Fitting;
    const redraft = await s.api.call('POST', `/patterns/${v1.id}/redraft`, { fittingId: fitting.id });
    expect(redraft.status, JSON.stringify(redraft.body)).toBe(201);
    const v2 = redraft.body.data.pattern as Pattern;
    const pages = await s.pdfText(v2);
    expect(pages[0]).toContain('Corsage avec manches (Bella) · Chemisier · Habillé · Soie');
    expect(pages[0]).toContain('Ajusté : Tour de taille +2,5 cm');
    expect(pages[0]).toContain('Version 2');
    expect(pages[0]).toContain('Retracé après l’essayage du 12 mars 2030');
    const last = pages.at(-1)!;
    expect(last).toContain('Version 2 comparée à la version 1');
    expect(last).toMatch(/Tour de taille : [\d,]+ cm → [\d,]+ cm/);
    expect(last).not.toMatch(/Waist|\d\.\d/);
  });
});

describe('the measurement names of a French pattern (decision 137)', () => {
  it('names a newer standard measurement as the studio’s screens do, on the cover and in the comparison', async () => {
    const s = await studio();
    const { client, pattern: v1 } = await s.clientWith('Amélie Roux', 'fr', 'bella');
    const project = await s.api.createProject(client.id, { name: 'Corsage' });
    const fitted = await s.api.call('POST', `/projects/${project.id}/fittings`, {
      fittedOn: '2030-03-12T10:00',
      corrections: [{ target: 'measurement', name: 'Shoulder to Bust Point', change: 1, unit: 'cm' }],
    });
    expect(fitted.status, JSON.stringify(fitted.body)).toBe(201);
    const redraft = await s.api.call('POST', `/patterns/${v1.id}/redraft`, { fittingId: (fitted.body.data.fitting as Fitting).id });
    expect(redraft.status, JSON.stringify(redraft.body)).toBe(201);
    const pages = await s.pdfText(redraft.body.data.pattern as Pattern);
    // The web's label of the name, from the same shared home.
    const french = measurementName('Shoulder to Bust Point', 'fr');
    expect(french).toBe('Hauteur de poitrine');
    expect(pages[0]).toContain(`Ajusté : ${french} +1 cm`);
    expect(pages.at(-1)).toMatch(new RegExp(`${french} : [\\d,]+ cm → [\\d,]+ cm`));
    expect(pages.join(' ')).not.toMatch(/HPS|Shoulder to Bust|Épaule – pointe/);
  });
});

describe('two versions of a re-drafted pattern', () => {
  it('download under distinct names, as PDF and as SVG', async () => {
    const s = await studio();
    const { pattern: v1 } = await s.clientWith('Grace Hopper', 'en', 'bella');
    const v2 = (await s.api.call('POST', `/patterns/${v1.id}/redraft`, {})).body.data.pattern as Pattern;
    expect(v2.name).toBe(v1.name);
    const names = async (p: Pattern) =>
      Promise.all(
        [p.generator!.pdfUrl, p.generator!.svgUrl].map(async (url) => String((await s.download(url)).headers['content-disposition'])),
      );
    const [first, second] = [await names(v1), await names(v2)];
    expect(first).toEqual([
      "attachment; filename*=UTF-8''Formal%20bodice%20with%20sleeves.pdf",
      "attachment; filename*=UTF-8''Formal%20bodice%20with%20sleeves.svg",
    ]);
    expect(second).toEqual([
      "attachment; filename*=UTF-8''Formal%20bodice%20with%20sleeves%20v2.pdf",
      "attachment; filename*=UTF-8''Formal%20bodice%20with%20sleeves%20v2.svg",
    ]);
  });
});

describe('the client chooses their language on the portal', () => {
  it('is saved through their own link only: the next portal answer and pattern PDF follow it', async () => {
    const s = await studio();
    const amelie = await s.clientWith('Amélie Roux', null);
    const grace = await s.clientWith('Grace Hopper', null);
    const [linkA, linkB] = [await makeLink(t, s.token, amelie.client.id), await makeLink(t, s.token, grace.client.id)];
    const view = async (token: string) => (await portalCall(t, 'GET', token)).json().data.portal as PortalView;
    expect((await view(linkA.token)).client.language).toBe('en');

    const chosen = await portalCall(t, 'PUT', `${linkA.token}/language`, { payload: { language: 'fr' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ success: true, message: 'Language saved', data: { language: 'fr' } });
    expect((await view(linkA.token)).client.language).toBe('fr');
    expect(((await s.api.call('GET', `/clients/${amelie.client.id}`)).body.data.client as Client).language).toBe('fr');
    expect((await s.pdfText(amelie.pattern))[0]).toContain('Fournitures');

    // Grace's link sets Grace's language, never Amélie's.
    expect((await portalCall(t, 'PUT', `${linkB.token}/language`, { payload: { language: 'en' } })).statusCode).toBe(200);
    expect((await view(linkA.token)).client.language).toBe('fr');
    expect((await view(linkB.token)).client.language).toBe('en');
    expect((await s.pdfText(grace.pattern))[0]).toContain('Materials');
  });

  it('refuses an unknown language, an unknown link and a revoked one, changing nothing', async () => {
    const s = await studio();
    const { client } = await s.clientWith('Amélie Roux', 'en');
    const { token } = await makeLink(t, s.token, client.id);
    const japanese = await portalCall(t, 'PUT', `${token}/language`, { payload: { language: 'ja' } });
    expectErrorEnvelope(japanese.json(), 422, 'VALIDATION_ERROR');
    const unknown = await portalCall(t, 'PUT', `${'x'.repeat(43)}/language`, { payload: { language: 'fr' } });
    expectErrorEnvelope(unknown.json(), 404, 'NOT_FOUND');
    expect((await s.api.call('DELETE', `/clients/${client.id}/portal-link`)).status).toBe(200);
    const revoked = await portalCall(t, 'PUT', `${token}/language`, { payload: { language: 'fr' } });
    expectErrorEnvelope(revoked.json(), 404, 'NOT_FOUND');
    expect(((await s.api.call('GET', `/clients/${client.id}`)).body.data.client as Client).language).toBe('en');
  });
});
