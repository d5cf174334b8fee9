/**
 * A number as people type it: a decimal comma (French, phone keypads) counts as a point, so '5,5'
 * is 5.5; '' is NaN. One home for the invoice form's amounts and the tax rates (decision 167).
 */
export const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** A percent as typed ('5,5', '5.5', '20 %'): the number, or NaN when it is not one. */
export const readPercent = (typed: string): number => num(typed.replace(/[\s\u00a0\u202f]/g, '').replace(/%$/, ''));

/** A number as its language writes it for a text field: 5.5 is '5,5' in French; no grouping. */
export const decimalText = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(value);
