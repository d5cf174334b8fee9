import type { Pattern, PatternFabricType, PatternGarmentType, PatternSizeRange, PatternStyle } from '@atelier/shared';
import { imageVersion, type PatternRecord } from './service.js';

/** Where a pattern's image is served; the version changes with the bytes and the mark (issue 12). */
export const patternImageUrl = (p: PatternRecord) => `/api/v1/patterns/${p.id}/image?v=${imageVersion(p)}`;

/** Spec section 3 Pattern, as the reader sees it (`isOwn`, `author` for the library). */
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
    generator: null,
    isOwn,
    author: isOwn ? '' : p.author,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
