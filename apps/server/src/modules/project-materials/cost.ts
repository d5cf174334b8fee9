import type { MaterialRow } from '../../db/schema/index.js';

/**
 * A project's materials in exact integer cents (decisions 015, 144). Big integers, as a kilometre
 * of a dear fabric times its price per metre passes what a float holds exactly; every rounding is
 * half-up to the cent, once per line, so the lines add up to the total shown.
 */
const divideHalfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

/** Quantity × the material's cost: millimetres at a price per metre, or units at a price per unit; null without a price. */
export function lineCostCents(material: Pick<MaterialRow, 'measure' | 'costCents'>, quantity: number): number | null {
  if (material.costCents === null) return null;
  const cents = BigInt(material.costCents) * BigInt(quantity);
  return Number(material.measure === 'length' ? divideHalfUp(cents, 1000n) : cents);
}

/** The total with the studio's markup, in hundredths of a percent (2500 is 25 %). */
export function withMarkupCents(totalCents: number, markupBp: number): number {
  return Number(divideHalfUp(BigInt(totalCents) * BigInt(10_000 + markupBp), 10_000n));
}
