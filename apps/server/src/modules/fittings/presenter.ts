import type { FitCorrection, FitProfileEntry, Fitting, FittingWorn, FitUnit, GeneratorDesign } from '@atelier/shared';
import type { FitCorrectionRow, FittingRow } from '../../db/schema/index.js';

/** What was worn: optional texts "", the heel height null when not noted (decision 017). */
export const presentWorn = (row: FittingRow): FittingWorn => ({
  undergarments: row.undergarments ?? '',
  shoes: row.shoes ?? '',
  heelHeightMm: row.heelHeightMm,
  other: row.wornOther ?? '',
});

export function presentCorrection(row: FitCorrectionRow): FitCorrection {
  return {
    _id: row.id,
    id: row.id,
    target: row.target,
    name: row.name,
    // Stored as text so a design leaving the catalogue cannot break old rows; new rows are validated.
    design: (row.design as GeneratorDesign | null) ?? null,
    change: row.change,
    unit: row.unit as FitUnit,
    reason: row.reason ?? '',
    retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
    position: row.position,
  };
}

export function presentFitting(row: FittingRow, clientId: string, corrections: readonly FitCorrectionRow[]): Fitting {
  return {
    _id: row.id,
    id: row.id,
    projectId: row.projectId,
    clientId,
    eventId: row.eventId,
    fittedOn: row.fittedOn.toISOString(),
    worn: presentWorn(row),
    notes: row.notes ?? '',
    corrections: [...corrections].sort((a, b) => a.position - b.position).map(presentCorrection),
    createdById: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentProfileEntry(row: FitCorrectionRow, fitting: FittingRow, projectName: string): FitProfileEntry {
  return {
    ...presentCorrection(row),
    fittingId: fitting.id,
    projectId: fitting.projectId,
    projectName,
    fittedOn: fitting.fittedOn.toISOString(),
    worn: presentWorn(fitting),
  };
}
