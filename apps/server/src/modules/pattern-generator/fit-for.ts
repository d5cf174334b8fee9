import type { GeneratorDesign } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/schema/index.js';
import { fitProfileOf } from '../fittings/profile.js';
import { loadDesign, optionalMeasurements, requiredMeasurements } from '../../lib/freesewing-designs.js';
import { applyFit, type DraftValues } from './fit.js';

/**
 * The client's fit profile in force applied to a design's base values (decision 087). The caller
 * has checked access to the client; a client since deleted has no profile and nothing applies.
 */
export async function fitFor(db: Db, opts: { workspaceId: string; clientId: string; design: GeneratorDesign; base: DraftValues }) {
  const [client] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, opts.clientId), eq(clients.workspaceId, opts.workspaceId)));
  const profile = client ? await fitProfileOf(db, opts.workspaceId, opts.clientId) : { inForce: [] };
  return applyFit({
    design: opts.design,
    declared: (await loadDesign(opts.design)).patternConfig.options,
    reads: [...(await requiredMeasurements(opts.design)), ...(await optionalMeasurements(opts.design))],
    base: opts.base,
    clientName: client?.name ?? '',
    corrections: profile.inForce,
  });
}
