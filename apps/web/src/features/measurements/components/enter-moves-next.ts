import type { KeyboardEvent } from 'react';

/** Marks fields that take part in Enter-to-next. */
export const NEXT_FIELD = { 'data-next-field': '' } as const;

/**
 * During a fitting the tailor types one value after another with a thumb: Enter (the keypad's
 * "next") moves to the following field instead of submitting the form half-filled.
 */
export function enterMovesNext(e: KeyboardEvent<HTMLElement>): void {
  const target = e.target as HTMLElement;
  if (e.key !== 'Enter' || target.tagName !== 'INPUT' || !target.hasAttribute('data-next-field')) return;
  e.preventDefault();
  const fields = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[data-next-field]'));
  const next = fields[fields.indexOf(target) + 1];
  next?.focus();
}
