import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the business API's JSON answers over 1 KB (lists, the calendar, analytics) with brotli
 * or gzip, by the request's Accept-Encoding (decision 056). Registered only in the signed-in
 * business scope: sign-in, two-factor and subscription answers (tokens, secrets) are small and stay
 * as they are, so no compressed answer mixes a session secret with text an attacker chose (BREACH).
 * Images, PDFs and ZIPs are already compressed and are left alone by content type. Brotli at
 * quality 4 costs about as much CPU as gzip; the static files are compressed at build time instead.
 * The plugin also inflates request bodies sent with Content-Encoding as the route reads them; a body
 * the route leaves unread is drained by plugins/kept-alive-sockets.ts, not inflated (decision 103).
 */
export async function registerApiCompression(scope: FastifyInstance) {
  await scope.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
