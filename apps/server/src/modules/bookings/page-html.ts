import type { PublicBookingPage } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { boundBookingStudio } from './limits.js';
import { openStudio, readPage } from './public-page.js';

/**
 * What a studio's booking page is drawn with on the server (decision 192): the page its call
 * answers, under the same per-studio bound. An address no studio's page answers is 'closed' (a
 * 404); a studio read past its bound gets the bare shell ('busy'), whose call then says so. A
 * database that fails is not taken for either.
 */
export async function bookingPageRead(ctx: AppContext, slug: string): Promise<PublicBookingPage | 'closed' | 'busy'> {
  const studio = await openStudio(ctx.db, slug).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  });
  if (!studio) return 'closed';
  try {
    await boundBookingStudio(ctx, studio.workspaceId, 'read');
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return 'busy';
    throw err;
  }
  return readPage(ctx, studio, new Date());
}
