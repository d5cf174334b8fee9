import { z } from 'zod';

/**
 * Path ids are any short string: the service answers a malformed one with the same 404 as an
 * unknown one (the server's lib/access.ts), instead of a 422 that would tell ids apart.
 */
export const idParams = z.object({ id: z.string().max(200) });
