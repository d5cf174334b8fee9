import { z } from 'zod';
import { PLAN_IDS } from './plans.js';

/**
 * Apart from `PLANS`: the landing page renders the plans, and a schema in the same module went
 * into the landing chunk with zod once a signed-in page used it (the landing page's bundle budget).
 */
export const planIdSchema = z.enum(PLAN_IDS);
