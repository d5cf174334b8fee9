import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublicBookingPage } from '@atelier/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguage } from './page-language.js';

/*
 * A studio's booking page drawn on the server (decision 192): its name and appointment types are
 * in the HTML, with the page's data for the browser to start from, so the first paint is the page
 * and no call waits before it. The web build keeps the page's renderer (dist/ssr/prerender.js) and
 * its template (dist/ssr/book.html); each studio's page is drawn once and kept until what it shows
 * changes: its key is the fingerprint of the data, read on every request, so a change to the
 * studio's name, terms or types is in the next answer, and a browser revalidates by that ETag.
 */

/** What the booking page shows, or why it shows nothing: closed (404) or a studio read too often (the shell; the page says so). */
export type BookingPageRead = (slug: string) => Promise<PublicBookingPage | 'closed' | 'busy'>;

type Rendered = { etag: string; html: Buffer; br: Buffer; gzip: Buffer };
type Drawn = { html: string; catalogue: unknown };
/** The build's renderer (apps/web src/prerender.tsx): English, and each language the app speaks (decision 208). */
type Renderer = {
  renderBookingPage: (url: string, page: PublicBookingPage) => Promise<string>;
  renderBookingPageIn?: (url: string, page: PublicBookingPage, language: string) => Promise<Drawn>;
  APP_LANGUAGES?: readonly string[];
};

const PLACEHOLDER = '<!--app-html-->';
/** Studios' pages kept drawn; the oldest drawn goes first past this. */
const KEPT = 200;

/** Data in a script element: `<` written as its escape, so no text of the studio's can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function bookingPageHtml(distDir: string) {
  const ssrDir = path.join(distDir, 'ssr');
  const templateFile = path.join(ssrDir, 'book.html');
  const rendererFile = path.join(ssrDir, 'prerender.js');
  const available = fs.existsSync(templateFile) && fs.existsSync(rendererFile);
  const kept = new Map<string, Rendered>();
  let renderer: Promise<Renderer> | null = null;
  const template = available ? fs.readFileSync(templateFile, 'utf8') : '';
  // The build's identity: a new build draws every page again.
  const build = createHash('sha256').update(template).digest('hex').slice(0, 12);

  /** The page in English, or in a language the renderer draws, with the texts it read for the browser to hydrate with. */
  async function drawIn(
    slug: string,
    page: PublicBookingPage,
    language: string,
  ): Promise<{ body: string; inLanguage: (html: string) => string }> {
    const module = await (renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>);
    if (language === 'en' || !module.renderBookingPageIn)
      return { body: await module.renderBookingPage(`/book/${slug}`, page), inLanguage: (html) => html };
    const drawn = await module.renderBookingPageIn(`/book/${slug}`, page, language);
    const head = (drawn.catalogue as { document?: { title?: string } }).document;
    return {
      body: drawn.html,
      inLanguage: (html) =>
        html
          .replace(/<html(?: lang="[^"]*")?>/, `<html lang="${language}">`)
          .replace(/<title>[^<]*<\/title>/, (title) => (head?.title ? `<title>${escapeHtml(head.title)}</title>` : title))
          .replace('</body>', `<script type="application/json" id="page-catalogue">${scriptJson(drawn.catalogue)}</script>\n</body>`),
    };
  }

  /** The languages the renderer draws a booking page in besides English. */
  async function languages(): Promise<string[]> {
    const module = await (renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>);
    return module.renderBookingPageIn ? [...(module.APP_LANGUAGES ?? ['en'])] : ['en'];
  }

  async function draw(slug: string, page: PublicBookingPage, language: string): Promise<Rendered> {
    const data = scriptJson(page);
    const etag = `"${build}-${language}-${createHash('sha256').update(data).digest('hex').slice(0, 24)}"`;
    const key = `${language}:${slug}`;
    const found = kept.get(key);
    if (found?.etag === etag) return found;
    const { body, inLanguage } = await drawIn(slug, page, language);
    const text = inLanguage(template)
      .replace(PLACEHOLDER, body)
      .replace(/<title>[^<]*<\/title>/, (title) => title.replace('</title>', ` · ${escapeHtml(page.studio.name)}</title>`))
      .replace('</body>', `<script type="application/json" id="book-page-data">${data}</script>\n</body>`);
    const html = Buffer.from(text);
    const drawn: Rendered = {
      etag,
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzip: gzipSync(html, { level: 6 }),
    };
    kept.delete(key);
    kept.set(key, drawn);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return drawn;
  }

  return {
    available,
    /** Sends the studio's page drawn with its data; revalidated by its ETag. */
    async send(req: FastifyRequest, reply: FastifyReply, slug: string, page: PublicBookingPage): Promise<FastifyReply> {
      const language = pageLanguage(req.headers, await languages());
      const drawn = await draw(slug, page, language);
      reply
        .header('cache-control', 'no-cache')
        .header('etag', drawn.etag)
        .header('vary', 'Accept-Encoding')
        .header('content-language', language);
      if (req.headers['if-none-match'] === drawn.etag) return reply.code(304).send();
      const accepts = String(req.headers['accept-encoding'] ?? '');
      reply.type('text/html; charset=utf-8');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(drawn.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(drawn.gzip);
      return reply.send(drawn.html);
    },
  };
}
