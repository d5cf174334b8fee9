import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BASE = process.env.BASE ?? 'http://127.0.0.1:4402';
const DATA = process.env.DATA ?? '/tmp/13w-data';
const MOCK = process.env.MOCK === '1';
const OUT = process.env.OUT ?? '/tmp/13w-shots';
fs.mkdirSync(OUT, { recursive: true });

async function call(method, url, body, token) {
  const res = await fetch(`${BASE}/api/v1${url}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} ${res.status} ${json.message}`);
  return json.data;
}
async function code(email) {
  for (let i = 0; i < 50; i++) {
    const dir = path.join(DATA, 'outbox');
    if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir)) { const m = fs.readFileSync(path.join(dir, f), 'utf8'); if (m.toLowerCase().includes(`to: ${email}`)) { const c = m.match(/^\s+(\d{4})\s*$/m)?.[1]; if (c) return c; } }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no code');
}
const email = `shot-${Date.now()}@example.com`;
const password = 'shot-password-123';
await call('POST', '/auth/signup', { firstName: 'Ada', lastName: 'Stitch', email, password, agreeToTerms: true, selectedPlan: 'free' });
await call('POST', '/auth/verify-otp', { email, otp: await code(email) });
const { token } = await call('POST', '/auth/signin', { email, password });
const { client } = await call('POST', '/clients', { name: 'Grace Hopper' }, token);
await call('POST', '/measurements', { clientId: client.id, garmentType: 'skirt', measurements: [{ name: 'Waist', size: 28, unit: 'inches' }, { name: 'Hips', size: 38, unit: 'inches' }], notes: '' }, token);
if (!MOCK) {
  const more = { waist: 28, seat: 38, hips: 36, waistToSeat: 8, waistToKnee: 22, waistToFloor: 40, seatBack: 19, waistBack: 14, waistToHips: 4, waistToUpperLeg: 10 };
  const recs = await call('GET', `/clients/${client.id}/measurements`, undefined, token);
  const draft = { clientId: client.id, measurementId: recs.measurements[0].id, garmentType: 'Skirt' };
  const check = await call('POST', '/patterns/generate/check', draft, token);
  console.log('missing', check.missing.map((m) => m.name));
  await call('POST', '/patterns/generate', { ...draft, name: 'Office skirt', description: 'Pencil skirt for the office', style: 'Formal', sizeRange: 'Custom', fabricType: 'Wool', extraMeasurements: check.missing.map((m) => ({ name: m.label, size: more[m.name] ?? 10, unit: 'inches' })) }, token);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, theme] of [[1280, 900, 'light'], [375, 800, 'light'], [1280, 900, 'dark']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  if (MOCK) {
    const info = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'info.json'), 'utf8'));
    const patterns = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'patterns.json'), 'utf8'));
    await page.route('**/api/v1/patterns/generator', (r) => r.fulfill({ json: { success: true, status_code: 200, message: 'OK', data: info } }));
    await page.route('**/api/v1/patterns/generate/check', (r) => r.fulfill({ json: { success: true, status_code: 200, message: 'OK', data: { design: 'penelope', measurements: [], missing: [{ name: 'waistToKnee', label: 'Waist to Knee', kind: 'length' }, { name: 'seatBack', label: 'Seat Back', kind: 'length' }] } } }));
    await page.route('**/api/v1/patterns', (r) => (r.request().method() === 'GET' ? r.fulfill({ json: { success: true, status_code: 200, message: 'OK', data: { patterns } } }) : r.continue()));
  }
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.goto(`${BASE}/ai-patterns`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
  const choose = async (label, option) => { await page.getByRole('combobox', { name: label }).click(); await page.getByRole('option', { name: option }).click(); };
  await choose('Garment Type', 'Skirt');
  await choose('Style', 'Formal');
  await choose('Size Range', 'Custom');
  await choose('Fabric Type', 'Wool');
  await choose('Client', 'Grace Hopper');
  await page.waitForTimeout(1500);
  if (w < 500) console.log(JSON.stringify(await page.evaluate(() => { const out = []; for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > window.innerWidth + 1) out.push([el.tagName, el.className.toString().slice(0, 80), Math.round(r.right), el.textContent.slice(0, 40)]); } return [document.documentElement.scrollWidth, out.slice(0, 12)]; })));
  await page.screenshot({ path: `${OUT}/ai-patterns-${w}-${theme}.png`, fullPage: true });
  await page.close();
}
await browser.close();
console.log('done', OUT);
