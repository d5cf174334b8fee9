import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { patternLayouts } from '../../db/schema/index.js';
import { lengthToBuy } from './materials.js';
import type { CuttingLayoutPage } from './pdf.js';
import type { PatternWords } from '../pattern-words/types.js';

/**
 * The pattern PDF's cutting-layout page (decision 143): the pattern's latest layout in the studio,
 * its length as fabric is bought in the pattern's unit (metres to 10 cm, yards to the eighth).
 * None when the pattern was never laid out.
 */
export async function latestLayoutPage(
  db: Db,
  o: { workspaceId: string; patternId: string; unit: 'inches' | 'cm'; words: PatternWords },
): Promise<CuttingLayoutPage | undefined> {
  const [row] = await db
    .select()
    .from(patternLayouts)
    .where(and(eq(patternLayouts.workspaceId, o.workspaceId), eq(patternLayouts.patternId, o.patternId)))
    .orderBy(desc(patternLayouts.createdAt), desc(patternLayouts.id))
    .limit(1);
  if (!row) return undefined;
  const width =
    o.unit === 'cm'
      ? `${o.words.decimal(row.widthMm / 10)} cm`
      : `${o.words.decimal(Math.round((row.widthMm / 25.4) * 4) / 4)} ${o.words.unitLabel('inches')}`;
  return {
    line: o.words.cuttingLayoutLine({
      fabric: row.materialName,
      width,
      length: lengthToBuy(row.lengthMm, o.unit),
      efficiency: row.efficiency,
    }),
    widthMm: row.widthMm,
    lengthMm: row.lengthMm,
    pieces: row.placements.map((p, i) => ({ title: o.words.partTitle(p.title), outline: row.drawing.outlines[i] ?? [] })),
    folds: row.drawing.folds,
  };
}
