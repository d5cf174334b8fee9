import { z } from 'zod';
import type { Permission } from './permissions.js';
import type { GatedFeature } from './plan-access.js';

/**
 * A new studio's first steps (decision 211), in the order a studio takes them: its conventions
 * (time zone and money), its tax identity, its price list, its booking page, a team member, its
 * brand and a first client. A step is offered to a role holding `permission` in a studio whose
 * plan has `feature`, as the page it opens lets them in; the server says which are done.
 */
export const FIRST_STEPS = {
  conventions: { permission: 'studio.write' },
  tax: { permission: 'tax.manage', feature: 'invoices' },
  priceList: { permission: 'services.write', feature: 'invoices' },
  booking: { permission: 'bookings.manage', feature: 'bookings' },
  team: { permission: 'team.manage', feature: 'team' },
  brand: { permission: 'studio.write', feature: 'branding' },
  firstClient: { permission: 'clients.write' },
} as const satisfies Record<string, { permission: Permission; feature?: GatedFeature }>;

export type FirstStepKey = keyof typeof FIRST_STEPS;
export const FIRST_STEP_KEYS = Object.keys(FIRST_STEPS) as FirstStepKey[];
export type FirstStepRule = { permission: Permission; feature?: GatedFeature };
export const firstStepRule = (key: FirstStepKey): FirstStepRule => FIRST_STEPS[key];

export const firstStepsSchema = z.object({
  /** The steps this person may take, in order, each done or not. */
  steps: z.array(z.object({ key: z.enum(FIRST_STEP_KEYS as [FirstStepKey, ...FirstStepKey[]]), done: z.boolean() })),
  /** True once someone of the studio hid the checklist: it is not shown again. */
  dismissed: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;
