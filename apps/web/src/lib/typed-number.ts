import { numberMarks, readNumber, type NumberProblem, type NumberRule } from '@atelier/shared';
import { useMemo } from 'react';
import { currencyDecimals } from './format';
import { i18n, params, textsOf, useLocale, useMessages } from './i18n/i18n';
import type { Validated } from './validate-form';

/**
 * The web's one reader of typed numbers (decision 178): every field where a person types a number
 * reads it here, through the shared `readNumber`, in the page's language, and a refusal is worded here
 * once with the number formatted as that language writes it. `NumberInput` marks the field and
 * shows the refusal as soon as the field is left; the forms read the same text with the same rule
 * when they build their body.
 */
export const numberMessages = i18n('numbers', {
  unreadable: params('Write a number, like {example}'),
  whole: params('Write a whole number, like {example}'),
  ambiguous: params('Write {whole} or {decimal}: this could be either'),
  decimals: params('At most {n} decimals'),
  negative: 'Cannot be below zero',
  tooSmall: params('At least {min}'),
  tooLarge: params('At most {max}'),
  required: 'Required',
});

/** The texts read outside React (form modules); the catalog stays loaded once a screen has used it. */
const numberTexts = textsOf(numberMessages);
export type NumberTexts = ReturnType<typeof numberTexts>;

/** A field's reading: the number, null when nothing was typed, or the refusal in the page's language. */
export type TypedNumber = { value: number | null; error?: string };

/** Money in a currency: its decimals (0 for JPY), a currency sign allowed, never below zero unless said. */
export const moneyRule = (currency: string, more: Partial<NumberRule> = {}): NumberRule => ({
  decimals: currencyDecimals(currency),
  money: true,
  ...more,
});
/** A rate or share in percent, 0–100 with two decimals ('12,5 %'). */
export const PERCENT_RULE: NumberRule = { decimals: 2, percent: true, max: 100 };
/** A whole count (minutes, days, pieces). */
export const WHOLE_RULE: NumberRule = { decimals: 0 };

const plain = (value: number, language: string, decimals = 2) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: decimals }).format(value);

function refusal(problem: NumberProblem, typed: string, rule: NumberRule, language: string, t: NumberTexts): string {
  switch (problem) {
    case 'empty':
      return t.required;
    case 'ambiguous': {
      const digits = typed.replace(/\D/g, '');
      const whole = Number(digits);
      return t.ambiguous({ whole: plain(whole, language), decimal: plain(whole / 1000, language, 3) });
    }
    case 'too-many-decimals':
      return rule.decimals === 0 ? t.whole({ example: plain(12, language) }) : t.decimals({ n: String(rule.decimals) });
    case 'negative':
      return t.negative;
    case 'too-small':
      return t.tooSmall({ min: plain(rule.min ?? 0, language, rule.decimals) });
    case 'too-large':
      return t.tooLarge({ max: plain(rule.max ?? 0, language, rule.decimals) });
    default: {
      const example = plain(rule.decimals === 0 ? 12 : 1290.5, language, rule.decimals);
      return rule.decimals === 0 ? t.whole({ example }) : t.unreadable({ example: rule.percent ? `${plain(12.5, language)} %` : example });
    }
  }
}

/** Reads a typed number with its rule in a language; empty is `{ value: null }` (the field decides if it is required). */
export function readTyped(typed: string, rule: NumberRule, language: string, t: NumberTexts = numberTexts()): TypedNumber {
  const reading = readNumber(typed, language, rule);
  if (reading.ok) return { value: reading.value };
  if (reading.problem === 'empty') return { value: null };
  return { value: null, error: refusal(reading.problem, typed, rule, language, t) };
}

/** A number as its field's text reads, or NaN when the field is empty or refused: for a body the shared schema then refuses. */
export function typedValue(typed: string, rule: NumberRule, language: string): number {
  return readTyped(typed, rule, language).value ?? Number.NaN;
}

/**
 * A form's typed numbers read as its body is built: each by its body's path, the value (NaN when
 * refused or missing, so the shared schema refuses the body too) and the refusal kept; `refuse` lays
 * the refusals over the schema's own words ("Expected number") on the same fields.
 */
export function formNumbers(language: string) {
  const errors: Record<string, string> = {};
  const read = (path: string, typed: string, rule: NumberRule): number => {
    const reading = readTyped(typed, rule, language);
    if (reading.error) errors[path] = reading.error;
    else if (reading.value === null) errors[path] = numberTexts().required;
    return reading.value ?? Number.NaN;
  };
  const optional = (path: string, typed: string, rule: NumberRule): number | null => {
    const reading = readTyped(typed, rule, language);
    if (reading.error) errors[path] = reading.error;
    return reading.error ? Number.NaN : reading.value;
  };
  const refuse = <B>(built: Validated<B>): Validated<B> =>
    Object.keys(errors).length === 0 ? built : { ok: false, errors: { ...(built.ok ? {} : built.errors), ...errors } };
  return { read, optional, errors, refuse };
}

/** The reader bound to the page's language, for components. */
export function useTypedNumbers() {
  const language = useLocale();
  const t = useMessages(numberMessages);
  return useMemo(
    () => ({ language, read: (typed: string, rule: NumberRule) => readTyped(typed, rule, language, t), marks: numberMarks(language) }),
    [language, t],
  );
}
