import { revenueGoalsBodySchema, type RevenueGoals, type RevenueGoalsBody } from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The targets as typed; an empty field is no target. */
export type GoalsFormValues = { monthly: string; yearly: string };

export const goalsToForm = (goals: RevenueGoals): GoalsFormValues => ({
  monthly: goals.monthly === null ? '' : String(goals.monthly),
  yearly: goals.yearly === null ? '' : String(goals.yearly),
});

/** '' is null (no target); anything else is read as a number, and the shared schema judges it. */
const amount = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The PUT /analytics/goals body, checked with the schema the server uses (decision 020). */
export function toGoalsBody(values: GoalsFormValues): Validated<RevenueGoalsBody> {
  return validateBody(revenueGoalsBodySchema, { monthly: amount(values.monthly), yearly: amount(values.yearly) });
}
