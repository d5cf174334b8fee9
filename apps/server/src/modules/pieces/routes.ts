import { API, centsToDollars, type Piece } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { withIds } from '../../lib/ids.js';
import { sendPdf } from '../../lib/reply.js';
import { printingDocuments, printStudioOf } from '../printing/documents.js';
import { printWords } from '../printing/print-words.js';
import { pieceService, type PieceLine } from './service.js';

/** A piece as every answer shows it: a text not given is "" (decision 017). */
export function presentPiece(line: PieceLine): Piece {
  return {
    ...withIds(line),
    code: line.code,
    style: { id: line.style.id, styleNumber: line.style.styleNumber, name: line.style.name, designer: line.designer },
    size: line.size,
    colour: line.colour,
    condition: line.condition,
    location: line.location ?? '',
    note: line.note ?? '',
    rental:
      line.rentalPriceCents !== null && line.rentalPeriod !== null
        ? {
            price: centsToDollars(line.rentalPriceCents),
            period: line.rentalPeriod,
            deposit: centsToDollars(line.rentalDepositCents ?? 0),
            bufferDays: line.rentalBufferDays ?? 0,
            replacementValue: line.replacementValueCents === null ? null : centsToDollars(line.replacementValueCents),
          }
        : null,
    createdAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}

/** The pieces routes as declared in packages/shared (decision 062). */
export async function pieceRoutes(app: FastifyInstance, ctx: AppContext) {
  const pieces = pieceService(ctx);
  const printing = printingDocuments(ctx);
  const routes = API.pieces;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    piece: presentPiece(await pieces.create({ actor, input: body })),
  }));

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('pieces', await pieces.list({ actor, filters: query }), presentPiece),
  );

  handle(app, ctx, routes.byCode, async ({ actor, params }) => ({
    piece: presentPiece(await pieces.byCode({ actor, code: params.code })),
  }));

  // The garments' tag (decision 153): the code and its QR, the style, then its size, colour and place.
  handle(app, ctx, routes.tag, async ({ actor, params, query, reply }) => {
    const piece = await pieces.get({ actor, id: params.id });
    const studio = await printStudioOf(ctx, actor.workspaceId);
    const words = printWords(studio.language);
    const details = [piece.size && `${words.size} ${piece.size}`, piece.colour, piece.location].filter(Boolean);
    const tag = {
      code: piece.code,
      clientName: `${piece.designer.name} ${piece.style.styleNumber}`,
      description: [piece.style.name, ...details].join(' · '),
      services: [],
    };
    const input = {
      studioName: studio.brand.name,
      tags: [tag],
      format: query.format ?? 'receipt',
      language: studio.language,
      updatedAt: piece.updatedAt.toISOString(),
    };
    return sendPdf(reply, await printing.tags({ actor, input, name: piece.code }));
  });

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      piece: presentPiece(await pieces.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.pieces },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await pieces.remove({ actor, id: params.id });
    return { deleted: true as const };
  });
}
