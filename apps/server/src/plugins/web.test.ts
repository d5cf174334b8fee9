import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStudio } from '../test/bookings.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// A web build laid out as apps/web's build leaves it (decisions 056, 057): a shell, prerendered
// pages, fingerprinted assets, each text file beside its brotli and gzip copies.
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark',false)";
const shell =
  `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script ` +
  `type="module" src="/assets/index-abc123.js"></script></body></html>`;
const page = (text: string) => shell.replace('<div id="root"></div>', `<div id="root"><h1>${text}</h1></div>`);
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// The client portal's page (decision 085): no inline script, its own module.
const portalPage =
  `<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><script ` +
  `type="module" src="/assets/portal-def456.js"></script></head><body><div id="portal"></div></body></html>`;

const serviceWorker = `importScripts('workbox-9c191d2f.js');${script}`;
const webManifest = JSON.stringify({ name: 'Atelier', start_url: '/dashboard', scope: '/', display: 'standalone' });

function writeWithCopies(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

const PORT = Number(process.env.WEB_TEST_PORT ?? 4363);
let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-dist-'));
  writeWithCopies(path.join(distDir, 'index.html'), shell);
  writeWithCopies(path.join(distDir, 'pages/index.html'), page('Landing heading'));
  writeWithCopies(path.join(distDir, 'pages/login.html'), page('Welcome back'));
  writeWithCopies(path.join(distDir, 'pages/login.fr.html'), page('Bon retour parmi nous'));
  writeWithCopies(path.join(distDir, 'pages/login.pt.html'), page('Bem-vindo de volta'));
  writeWithCopies(path.join(distDir, 'pages/book.html'), page('Book an appointment'));
  // The booking page's renderer and template the build keeps (decision 192), as small as the test needs.
  fs.mkdirSync(path.join(distDir, 'ssr'));
  fs.writeFileSync(
    path.join(distDir, 'ssr/book.html'),
    shell.replace('<head>', '<head><title>Book</title>').replace('<div id="root"></div>', '<div id="root"><!--app-html--></div>'),
  );
  fs.writeFileSync(
    path.join(distDir, 'ssr/prerender.js'),
    'export const renderBookingPage = async (url, page) =>' +
      ' `<h1>Book an appointment</h1><p>${url}: ${page.appointmentTypes.map((t) => t.name).join(", ")}</p>`;' +
      // In the languages the app speaks (decision 208): the page and the texts it read.
      "export const APP_LANGUAGES = ['en', 'fr'];" +
      'export const renderBookingPageIn = async (url, page, language) => ({' +
      ' html: `<h1>Prendre rendez-vous</h1><p>${language}</p>`,' +
      " catalogue: { document: { title: 'Atelier — la gestion d’atelier' }, 'book-page': { title: 'Prendre rendez-vous' } } });",
  );
  writeWithCopies(path.join(distDir, 'assets/index-abc123.js'), script);
  writeWithCopies(path.join(distDir, 'portal.html'), portalPage);
  // The installable app (decision 091): the service worker, its Workbox runtime, the web manifest.
  writeWithCopies(path.join(distDir, 'sw.js'), serviceWorker);
  writeWithCopies(path.join(distDir, 'workbox-9c191d2f.js'), script);
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), webManifest);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
  // Over a real socket: the headers as a browser receives them, not as inject() reports them.
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function get(url: string, acceptEncoding?: string, extra: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
  });
}

describe('the built web app over HTTP', () => {
  it('sends a fingerprinted asset as its brotli copy, cached for a year and varying by Accept-Encoding', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli and the file itself to one that asks for neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the prerendered landing page and /login, compressed and revalidated on every visit', async () => {
    for (const [url, heading] of [
      ['/', 'Landing heading'],
      ['/login', 'Welcome back'],
    ] as const) {
      const res = await get(url, 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('sends a prerendered page in the visitor’s language: their choice, else their browser’s, else English (decision 208)', async () => {
    const tags = new Set<string>();
    const heading = async (headers: http.OutgoingHttpHeaders) => {
      const res = await get('/login', undefined, headers);
      // Revalidated on every use, each language by its own tag: no cache gives one visitor another's page.
      expect(res.headers['cache-control']).toBe('no-cache');
      tags.add(String(res.headers.etag));
      return { text: /<h1>([^<]*)<\/h1>/.exec(res.body.toString())?.[1], language: res.headers['content-language'] };
    };
    expect(await heading({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).toEqual({ text: 'Bon retour parmi nous', language: 'fr' });
    expect(await heading({ 'accept-language': 'ja,pt-BR;q=0.8' })).toEqual({ text: 'Bem-vindo de volta', language: 'pt' });
    expect(await heading({ 'accept-language': 'fr-FR', cookie: 'theme=dark; atelier-language=pt' })).toEqual({
      text: 'Bem-vindo de volta',
      language: 'pt',
    });
    // A choice or a browser language the page is not drawn in is English.
    expect(await heading({ 'accept-language': 'de-DE', cookie: 'atelier-language=xx' })).toEqual({ text: 'Welcome back', language: 'en' });
    expect(await heading({})).toEqual({ text: 'Welcome back', language: 'en' });
    expect(tags.size).toBe(3);
    // The landing page has no French drawing here: English, whatever the browser reads.
    expect(brotliDecompressSync((await get('/', 'br', { 'accept-language': 'fr' })).body).toString()).toContain('<h1>Landing heading</h1>');
  });

  it('draws a studio’s booking page in its visitor’s language, with the texts to hydrate in it (decision 208)', async () => {
    const { slug } = await bookingStudio(t);
    const french = await get(`/book/${slug}`, undefined, { 'accept-language': 'fr-FR,fr;q=0.9' });
    const html = french.body.toString();
    expect(french.headers['content-language']).toBe('fr');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Prendre rendez-vous</h1>');
    expect(html).toMatch(/<title>Atelier — la gestion d’atelier · [^<]+<\/title>/);
    const carried = /<script type="application\/json" id="page-catalogue">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(carried)).toMatchObject({ 'book-page': { title: 'Prendre rendez-vous' } });
    // Kept apart: the English visitor gets English, under another tag.
    const english = await get(`/book/${slug}`, undefined, { 'accept-language': 'en-GB' });
    expect(english.body.toString()).toContain('<h1>Book an appointment</h1>');
    expect(english.headers.etag).not.toBe(french.headers.etag);
  });

  it('sends the booking pages’ prerendered shell at /book/<slug>, with or without a query (decision 161)', async () => {
    const { slug, api } = await bookingStudio(t);
    for (const url of [`/book/${slug}`, `/book/${slug}?session_id=cs_1`]) {
      const res = await get(url, 'br');
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString(), url).toContain('<h1>Book an appointment</h1>');
    }
    // /book alone is no studio's page: the app's shell, as any other address.
    expect((await get('/book')).body.toString()).toBe(shell);
    // An address no studio answers, or one turned off, is a 404 with the same page, never indexed.
    const unknown = await get('/book/nobody-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['x-robots-tag']).toBe('noindex');
    expect(unknown.body.toString()).toContain('<h1>Book an appointment</h1>');
    expect((await api.call('PATCH', '/bookings/settings', { enabled: false })).status).toBe(200);
    expect((await get(`/book/${slug}`)).status).toBe(404);
  });

  it('draws each studio’s booking page with its types and data, kept until they change, revalidated by its ETag (decision 192)', async () => {
    const { slug, api } = await bookingStudio(t);
    expect((await api.call('PATCH', '/studio', { name: 'Maison </script><b>Rose' })).status).toBe(200);
    const first = await get(`/book/${slug}`, 'br');
    expect(first.status).toBe(200);
    const html = brotliDecompressSync(first.body).toString();
    expect(html).toContain(`<p>/book/${slug}: Consultation</p>`);
    expect(html).toContain('<title>Book · Maison &#60;/script&#62;&#60;b&#62;Rose</title>');
    // The data the browser starts from: the studio's text cannot end its element.
    const data = /<script type="application\/json" id="book-page-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data)).toMatchObject({
      studio: { name: 'Maison </script><b>Rose', slug },
      appointmentTypes: [{ name: 'Consultation' }],
    });
    const etag = first.headers.etag!;
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get(`/book/${slug}`, 'br', { 'if-none-match': etag })).status).toBe(304);
    // A new type: the next answer shows it, under another ETag.
    expect((await api.call('POST', '/appointment-types', { name: 'Essayage', durationMinutes: 30 })).status).toBe(201);
    const changed = await get(`/book/${slug}`, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.toString()).toContain('Consultation, Essayage');
  });

  it('answers other addresses, and prerendered ones with a query, with the shell, not cached', async () => {
    for (const url of ['/clients/42', '/signup?plan=premium', '/login?next=1']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.toString(), url).toBe(shell);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('allows the inline theme script by its hash in the CSP, and no other inline script', async () => {
    const res = await get('/');
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('sends the portal page at /portal/<token>, not indexed, not stored, without a referrer', async () => {
    // With a trailing slash too (a messaging app may add one): the page reads the token alike.
    expect((await get('/portal/Zm9vYmFyLXRva2VuLTQzLWNoYXJhY3RlcnMtbG9uZy14/')).status).toBe(200);
    const res = await get('/portal/Zm9vYmFyLXRva2VuLTQzLWNoYXJhY3RlcnMtbG9uZy14', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(portalPage);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('answers /metrics without METRICS_TOKEN with the 404 envelope, never the app', async () => {
    for (const url of ['/metrics', '/metrics?x=1']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.toString(), url).not.toBe(shell);
    }
  });

  it('answers other addresses under /portal with the portal page as a 404, never the app', async () => {
    for (const url of ['/portal', '/portal/', '/portal/a/b']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.toString(), url).toBe(portalPage);
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // The built file has no address of its own: only the app's shell answers there.
    expect((await get('/portal.html')).body.toString()).toBe(shell);
  });

  it('ignores If-None-Match, If-Match and dates on an answer that is not 2xx: the 404 page, never an empty 304 or 412 (decision 102)', async () => {
    const far = new Date(Date.now() + 86_400_000).toUTCString();
    const conditions: http.OutgoingHttpHeaders[] = [
      { 'if-none-match': '*' },
      { 'if-none-match': 'W/"anything"' },
      { 'if-match': '"other"' },
      { 'if-modified-since': far },
      { 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
    ];
    for (const url of ['/portal', '/portal/a/b']) {
      for (const headers of conditions) {
        const res = await get(url, undefined, headers);
        const what = `${url} ${JSON.stringify(headers)}`;
        expect(res.status, what).toBe(404);
        expect(res.headers['content-type'], what).toMatch(/^text\/html/);
        expect(res.body.toString(), what).toBe(portalPage);
      }
    }
    // A 2xx answer still honours them: the page unchanged is a 304.
    const page = await get('/portal/Zm9vYmFyLXRva2VuLTQzLWNoYXJhY3RlcnMtbG9uZy14');
    const again = await get('/portal/Zm9vYmFyLXRva2VuLTQzLWNoYXJhY3RlcnMtbG9uZy14', undefined, {
      'if-none-match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('revalidates the service worker and its Workbox runtime on every request, never a year', async () => {
    for (const url of ['/sw.js', '/workbox-9c191d2f.js']) {
      const res = await get(url, 'br');
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/javascript/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect(brotliDecompressSync((await get('/sw.js', 'br')).body).toString()).toBe(serviceWorker);
  });

  it('sends the web manifest as application/manifest+json, revalidated', async () => {
    const res = await get('/manifest.webmanifest', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body.toString())).toMatchObject({ name: 'Atelier', scope: '/' });
  });

  it("allows the service worker and the manifest from the app's origin in the CSP", async () => {
    const directives = String((await get('/')).headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
  });

  it('keeps unknown API addresses JSON 404s', async () => {
    const res = await get('/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});
