import {
  DESIGNS,
  type Pattern,
  type PatternDraftInfo,
  type PatternFabricType,
  type PatternGarmentType,
  type PatternSizeRange,
  type PatternStyle,
} from '@atelier/shared';
import { imageVersion, type PatternRecord } from './service.js';
import { isoTime } from '../../lib/iso-time.js';

/** Where a pattern's image is served; the version changes with the bytes and the mark. */
const patternImageUrl = (p: PatternRecord) => `/api/v1/patterns/${p.id}/image?v=${imageVersion(p)}`;

/**
 * A generated pattern's draft as its reader sees it (decision 053): the client and record only to the
 * studio that made it, so a public pattern never names anyone.
 */
function presentDraft(p: PatternRecord, isOwn: boolean): PatternDraftInfo | null {
  const d = p.draft;
  if (!d) return null;
  return {
    design: d.design,
    designName: DESIGNS.find((x) => x.id === d.design)?.name ?? d.design,
    clientId: isOwn ? d.clientId : null,
    measurementId: isOwn ? d.measurementId : null,
    seamAllowance: d.seamAllowance,
    fabricWidth: d.fabricWidth,
    fabricLength: d.fabricLength,
    unit: d.unit,
    parts: d.parts,
    pdfUrl: `/api/v1/patterns/${p.id}/pdf`,
    svgUrl: `/api/v1/patterns/${p.id}/svg`,
    // The fit names the client's corrections: their studio only (decision 087).
    fit: isOwn ? (d.fit ?? null) : null,
    version: p.version,
    lineageId: p.lineageId ?? p.id,
    previousId: isOwn ? p.previousId : null,
    fittingId: isOwn ? p.fittingId : null,
  };
}

/** A pattern as the reader sees it (`isOwn`, `author` for the library). */
export function presentPattern(p: PatternRecord, viewerWorkspaceId: string): Pattern {
  const isOwn = p.workspaceId === viewerWorkspaceId;
  return {
    _id: p.id,
    id: p.id,
    name: p.name,
    description: p.description ?? '',
    // Stored as text so a later change of the lists cannot break old rows; new rows are validated.
    garmentType: p.garmentType as PatternGarmentType,
    style: p.style as PatternStyle,
    sizeRange: p.sizeRange as PatternSizeRange,
    fabricType: p.fabricType as PatternFabricType,
    occasion: p.occasion ?? '',
    additionalDetails: p.additionalDetails ?? '',
    image_urls: p.imageFileId && p.imageHash ? [patternImageUrl(p)] : [],
    isAiGenerated: p.isAiGenerated,
    isWatermarked: p.watermarked,
    difficulty: p.difficulty ?? '',
    materials: p.materials,
    instructions: p.instructions,
    isPublic: p.isPublic,
    generator: presentDraft(p, isOwn),
    isOwn,
    author: isOwn ? '' : p.author,
    createdAt: isoTime(p.createdAt),
    updatedAt: isoTime(p.updatedAt),
  };
}
