import { numberFieldText, revenueGoalsBodySchema, type RevenueGoals, type RevenueGoalsBody } from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';
import { formNumbers, moneyRule } from '@/lib/typed-number';

/** The targets as typed; an empty field is no target. */
export type GoalsFormValues = { monthly: string; yearly: string };

export const goalsToForm = (goals: RevenueGoals, language = 'en'): GoalsFormValues => ({
  monthly: goals.monthly === null ? '' : numberFieldText(goals.monthly, language),
  yearly: goals.yearly === null ? '' : numberFieldText(goals.yearly, language),
});

/**
 * The PUT /analytics/goals body, checked with the schema the server uses (decision 020): '' is no
 * target; anything else is read by the one reader (decision 178), in the page's language and currency.
 */
export function toGoalsBody(values: GoalsFormValues, typedIn = { language: 'en', currency: 'USD' }): Validated<RevenueGoalsBody> {
  const numbers = formNumbers(typedIn.language);
  const rule = moneyRule(typedIn.currency);
  const body = { monthly: numbers.optional('monthly', values.monthly, rule), yearly: numbers.optional('yearly', values.yearly, rule) };
  return numbers.refuse(validateBody(revenueGoalsBodySchema, body));
}
