import { z } from 'zod';

/**
 * Path ids are any short string here: the service answers a malformed one with the same 404 as
 * an unknown one (lib/access.ts), instead of a 422 that would tell ids apart.
 */
export const idParams = z.object({ id: z.string().max(200) });

/** Tags and the bearer requirement every protected business route declares in the OpenAPI doc. */
export const secured = (tag: string) => ({ tags: [tag], security: [{ bearerAuth: [] }] });
