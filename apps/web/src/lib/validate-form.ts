import { checkIn } from '@atelier/shared';
import type { z } from 'zod';
import { locale } from './i18n/i18n';

export type Validated<B> = { ok: true; body: B } | { ok: false; errors: Record<string, string> };

/**
 * Checks a body a form built against the same shared zod schema the server validates it with, so
 * no rule is written twice (decision 020). Errors are keyed by field path as the server's are
 * (`name`, `measurements.2.size`): a form maps both to its fields one way.
 */
export function validateBody<S extends z.ZodType>(schema: S, body: z.input<S>): Validated<z.input<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, body };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= checkText(issue.message);
  return { ok: false, errors };
}

/** A schema's sentence ('Name is required') in the reader's language, as the server writes it too (decision 204). */
export const checkText = (sentence: string): string => checkIn(locale.get(), sentence);

/**
 * A form's own refusals (how to write a number it could not read, in the unit typed) over the
 * server schema's: the form's say how to write the field, so they win on a field both refuse.
 */
export function withOwnRefusals<B>(result: Validated<B>, own: Record<string, string>): Validated<B> {
  if (Object.keys(own).length === 0) return result;
  const theirs = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).filter(([k]) => !(k in own)));
  return { ok: false, errors: { ...own, ...theirs } };
}
