import { successEnvelope } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: successEnvelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) },
      },
    },
    async () => {
      try {
        await ctx.database.ping();
      } catch {
        throw new AppError('DATABASE_UNAVAILABLE', 'The database is not answering.');
      }
      return ok('Healthy', { status: 'ok' as const, database: ctx.database.kind });
    },
  );
}
