/**
 * A number as a person types it in their language, read into exactly the number they wrote, or
 * refused with the reason (decision 178). The one home for every field where a number is typed:
 * money, quantities, percentages, rates, minutes, counts. Sizes (`27 1/4`, `69,5`) are read by
 * `readSize`, which reads its decimals here.
 *
 * Read: `29,90`, `29.90`, `1 290,00` (spaces, no-break and narrow no-break spaces, apostrophes as
 * groups of three), `1 290.00`, `1,290.00` and `1.290,00` (both marks: the last is the decimal one),
 * `12,5 %` where a percent is asked, a currency sign before or after money. A lone mark before exactly
 * three digits is a group in a language that groups with it (`1,290` in English, `1.290` in German)
 * and a decimal in one that writes decimals with it (`1,290` in French); in any other language
 * it could be either, and is refused rather than guessed. Nothing is rounded: more decimals than the
 * field takes is a refusal, never a silent change. No zod: the portal reads this (decision 085).
 */
export type NumberProblem = 'empty' | 'unreadable' | 'ambiguous' | 'too-many-decimals' | 'negative' | 'too-small' | 'too-large';

export type NumberRule = {
  /** How many decimals the field keeps: 2 for most money, 0 for a count or minutes. */
  decimals: number;
  /** A trailing `%` is allowed (a rate). */
  percent?: boolean;
  /** A currency sign (`€`, `$`, `£`, `¥`, `CHF`) may stand before or after (money). */
  money?: boolean;
  /** Below zero is allowed (a correction, an adjustment). */
  negative?: boolean;
  /** Inclusive bounds, checked on the number read. */
  min?: number;
  max?: number;
};

export type NumberReading = { ok: true; value: number } | { ok: false; problem: NumberProblem };

/** Spaces a person or a keyboard puts between groups of three: space, no-break, narrow no-break, thin, apostrophes. */
const GROUP_SPACES = /[ \u00a0\u202f\u2009'\u2019]/;
const CURRENCY = /^(?:€|\$|£|¥|CHF|EUR|USD|GBP)\s*|\s*(?:€|\$|£|¥|CHF|EUR|USD|GBP)$/i;

/** The mark a language writes its decimals with, and the one it groups thousands with (a space in French). */
export function numberMarks(language: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** Whether `digits` (no sign) are groups of three after a first group of one to three. */
const grouped = (groups: string[]) => groups.length > 1 && /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));

/** The whole part and decimals the text writes, or why it writes none. */
function splitNumber(body: string, language: string): { whole: string; fraction: string } | NumberProblem {
  const spaced = body.split(GROUP_SPACES);
  if (spaced.length > 1) {
    // Groups by spaces: the last group may carry the decimals with either mark.
    const last = spaced[spaced.length - 1]!;
    const mark = /^(\d{3})([.,])(\d+)$/.exec(last);
    const groups = mark ? [...spaced.slice(0, -1), mark[1]!] : spaced;
    if (!grouped(groups)) return 'unreadable';
    return { whole: groups.join(''), fraction: mark ? mark[3]! : '' };
  }
  // Only digits and the two marks: a letter typed for a digit ('12O0') is refused, never read as a mark.
  if (!/^[\d.,]+$/.test(body)) return 'unreadable';
  const marks = body.replace(/\d/g, '');
  if (marks === '') return /^\d+$/.test(body) ? { whole: body, fraction: '' } : 'unreadable';
  const lastMark = marks[marks.length - 1]!;
  const at = body.lastIndexOf(lastMark);
  const head = body.slice(0, at);
  const tail = body.slice(at + 1);
  if (!/^\d+$/.test(tail)) return 'unreadable';
  const otherMarks = marks.slice(0, -1);
  if (otherMarks.length > 0) {
    // Two kinds of marks: the last is the decimal one and the others group.
    const groupMark = otherMarks[0]!;
    if (groupMark === lastMark || [...otherMarks].some((m) => m !== groupMark)) {
      // One mark repeated (`1.290.000`): groups only, no decimals.
      const groups = body.split(lastMark);
      return otherMarks.length === marks.length - 1 && [...marks].every((m) => m === lastMark) && grouped(groups)
        ? { whole: groups.join(''), fraction: '' }
        : 'unreadable';
    }
    const groups = head.split(groupMark);
    return grouped(groups) ? { whole: groups.join(''), fraction: tail } : 'unreadable';
  }
  if (!/^\d*$/.test(head)) return 'unreadable';
  if (tail.length !== 3 || head === '' || head.length > 3) return { whole: head || '0', fraction: tail };
  // One mark before exactly three digits: a group or a decimal, by the language; else it could be either.
  const { decimal, group } = numberMarks(language);
  if (lastMark === decimal) return { whole: head || '0', fraction: tail };
  if (lastMark === group) return { whole: head + tail, fraction: '' };
  return 'ambiguous';
}

/** Reads what a person typed into a number field; see the module's comment for what is read. */
export function readNumber(typed: string, language: string, rule: NumberRule): NumberReading {
  let text = typed.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (rule.percent) text = text.replace(/\s*%$/, '');
  if (rule.money) text = text.replace(CURRENCY, '');
  text = text.trim();
  let sign = 1;
  if (/^[-\u2212]/.test(text)) {
    sign = -1;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) text = text.slice(1).trim();
  if (!/^[\d.,]/.test(text) || !/\d$/.test(text)) return { ok: false, problem: 'unreadable' };
  const parts = splitNumber(text, language);
  if (typeof parts === 'string') return { ok: false, problem: parts };
  const fraction = parts.fraction.replace(/0+$/, '');
  if (fraction.length > rule.decimals) return { ok: false, problem: 'too-many-decimals' };
  const value = sign * Number(`${parts.whole}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, problem: 'unreadable' };
  if (value < 0 && !rule.negative) return { ok: false, problem: 'negative' };
  if (rule.min !== undefined && value < rule.min) return { ok: false, problem: 'too-small' };
  if (rule.max !== undefined && value > rule.max) return { ok: false, problem: 'too-large' };
  // -0 reads as 0: a typed '-0' is nothing below zero.
  return { ok: true, value: value === 0 ? 0 : value };
}

/** A number written back into a field the way the language types it, with no grouping: 5.5 is '5,5' in French. */
export function numberFieldText(value: number, language: string, decimals = 2, minimumDecimals = 0): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: minimumDecimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);
}
