import { GENERATOR_DESIGNS, type FitCorrectionInput, type FitOptions, type FitUnit, type GeneratorDesign } from '@atelier/shared';
import type { FsOption } from '@freesewing/core';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { loadDesign } from '../../lib/freesewing-designs.js';
import { said, type Said } from '../../lib/said.js';

/** A correction as the schema answers it: the reason null when left empty. */
export type CheckedCorrection = Omit<FitCorrectionInput, 'reason' | 'design'> & { reason: string | null; design?: GeneratorDesign | null };

/**
 * What an option of a FreeSewing design can be corrected in (decision 086): a percentage option
 * (ease, dart length) in %, a millimetre option (a hem allowance) in cm or in. Degrees, counts,
 * lists and switches are choices, not corrections.
 */
function optionUnits(option: FsOption | number | string | boolean | undefined): readonly FitUnit[] {
  if (!option || typeof option !== 'object') return [];
  if (option.pct !== undefined) return ['%'];
  if (option.mm !== undefined) return ['cm', 'in'];
  return [];
}

/** "ease is corrected in %", "hem is corrected in cm or in": the units an option takes. */
function correctedIn(name: string, units: readonly FitUnit[]): Said {
  const [unit = '', ...others] = units;
  return others.length === 0
    ? said('fittings.correctedIn', { name, unit })
    : said('fittings.correctedInEither', { name, first: unit, second: others.join(' or ') });
}

/**
 * 422 naming the correction (`corrections.N.name`, `corrections.N.unit`) for an option its design
 * lacks or a unit the option cannot take; measurement corrections pass as sent (any measurement
 * name of the client's garments, or one the tailor writes).
 */
export async function checkCorrections(corrections: readonly CheckedCorrection[]): Promise<void> {
  for (const [i, c] of corrections.entries()) {
    if (c.target !== 'option' || !c.design) continue;
    const options = (await loadDesign(c.design)).patternConfig.options;
    const units = optionUnits(Object.hasOwn(options, c.name) ? options[c.name] : undefined);
    if (units.length === 0) throw fieldError(`corrections.${i}.name`, said('fittings.notCorrectable', { name: c.name, design: c.design }));
    if (!units.includes(c.unit)) throw fieldError(`corrections.${i}.unit`, correctedIn(c.name, units));
  }
}

/** The options of a design a fitting can correct, for the form's picker; an unknown design is 404. */
export async function correctableOptions({ actor, design }: { actor: Actor; design: string }): Promise<FitOptions> {
  requirePermission(actor, 'projects.read');
  const id = GENERATOR_DESIGNS.find((d) => d === design);
  if (!id) throw notFound(said('fittings.designNotFound'));
  const options = (await loadDesign(id)).patternConfig.options;
  const correctable = Object.entries(options).map(([name, option]) => ({ name, units: [...optionUnits(option)] }));
  return { design: id, options: correctable.filter((o) => o.units.length > 0).sort((a, b) => a.name.localeCompare(b.name)) };
}
