import { designInfo, sizeText, type GeneratorDesign, type PaperSize } from '@atelier/shared';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, patterns, type StoredDraft } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { userSettings } from '../../lib/user-settings.js';
import { patternService, type PatternRecord } from '../patterns/service.js';
import { studioOwner } from '../plans/rules.js';
import { documentBrand } from '../studio/brand.js';
import { describeMeasurement } from './body.js';
import type { DraftInput } from './draft.js';
import { seamAllowanceText } from './materials.js';
import type { PatternFileJob } from './pattern-job.js';

const fileBase = (name: string) => name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'pattern';

/** The stored draft's inputs, for the worker that draws them again (decision 097). */
function drawn(record: PatternRecord): { input: DraftInput; stored: StoredDraft } {
  const stored = record.draft;
  if (!stored) throw notFound('Pattern PDF');
  const input = {
    design: stored.design as GeneratorDesign,
    measurements: stored.measurements,
    options: stored.options,
    seamAllowance: stored.seamAllowance,
  };
  return { input, stored };
}

const english = { language: 'en', unitLabel: (unit: 'inches' | 'cm') => (unit === 'cm' ? 'cm' : 'in') };
/** A drafted input: an option in %, a measurement in cm from its mm, an angle in degrees (`13°`, decision 124). */
const shown = (name: string, v: number, option: boolean) => {
  if (option) return `${Math.round(v * 1000) / 10} %`;
  const kind = describeMeasurement(name).kind;
  return kind === 'angle' ? sizeText(v, 'cm', kind, english) : sizeText(Math.round(v) / 10, 'cm', kind, english);
};

/** 'Waist: 72 cm → 74 cm' for every input the two versions drafted differently. */
export function differences(earlier: StoredDraft, later: StoredDraft): string[] {
  const lines: string[] = [];
  for (const [kind, a, b] of [
    ['measurement', earlier.measurements, later.measurements],
    ['option', earlier.options, later.options],
  ] as const) {
    for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (a[name] === b[name]) continue;
      const label = kind === 'measurement' ? describeMeasurement(name).label : name;
      const from = a[name] === undefined ? '—' : shown(name, a[name], kind === 'option');
      const to = b[name] === undefined ? '—' : shown(name, b[name], kind === 'option');
      lines.push(`${label}: ${from} → ${to}`);
    }
  }
  return lines.length ? lines : ['The two versions were drafted from the same values.'];
}

/** Downloads of a generated pattern: the PDF, the SVG and the overlay of two versions (decisions 040, 087). */
export function patternDownloads(ctx: AppContext) {
  const patternsOf = patternService(ctx);

  /** Another version of the same pattern in the reader's studio; 404 for anything else. */
  async function otherVersion(actor: Actor, record: PatternRecord, id: string): Promise<PatternRecord> {
    const root = record.lineageId ?? record.id;
    if (record.workspaceId !== actor.workspaceId || !isUuid(id) || id === record.id) throw notFound('Version');
    const [row] = await ctx.db
      .select({ id: patterns.id })
      .from(patterns)
      .where(
        and(eq(patterns.id, id), eq(patterns.workspaceId, actor.workspaceId), or(eq(patterns.id, root), eq(patterns.lineageId, root))),
      );
    if (!row) throw notFound('Version');
    return patternsOf.get({ actor, id: row.id });
  }

  /** Both versions' inputs (the worker draws the other's outline under this one's), and what changed. */
  async function comparison(actor: Actor, record: PatternRecord, withId: string) {
    const other = await otherVersion(actor, record, withId);
    const [mine, theirs] = [drawn(record), drawn(other)];
    const [earlier, later] = other.version < record.version ? [theirs, mine] : [mine, theirs];
    return {
      title: `${record.name}, version ${record.version} over version ${other.version}`,
      heading: `Version ${record.version} compared with version ${other.version}`,
      mine: mine.input,
      theirs: theirs.input,
      lines: differences(earlier.stored, later.stored),
    };
  }

  /** The drafting and drawing, in the worker pool under the studio's bound (decision 097). */
  const made = <T extends Uint8Array | string>(actor: Actor, job: PatternFileJob) =>
    ctx.heavy.run<T>(actor.workspaceId, 'patternFile', job);

  return {
    /** GET /patterns/{id}/pdf: drawn again from the stored draft; marked for a Free owner (decision 053). */
    async pdf({ actor, id, paper, compare }: { actor: Actor; id: string; paper?: PaperSize; compare?: string }) {
      const record = await patternsOf.get({ actor, id });
      await boundStudio(ctx.limiter, 'patternPdf', actor.workspaceId);
      const { input, stored } = drawn(record);
      const own = record.workspaceId === actor.workspaceId;
      // A re-draft compares with the version it came from unless told otherwise (decision 087).
      const withId = compare === 'none' ? null : (compare ?? (own ? record.previousId : null));
      const [client] =
        own && stored.clientId && isUuid(stored.clientId)
          ? await ctx.db
              .select({ name: clients.name })
              .from(clients)
              .where(and(eq(clients.id, stored.clientId), eq(clients.workspaceId, actor.workspaceId)))
          : [];
      const fit = own ? stored.fit : undefined;
      const details = [
        `${designInfo(stored.design as GeneratorDesign).name} · ${record.garmentType} · ${record.style} · ${record.fabricType}`,
        ...(client ? [`Drafted to the measurements of ${client.name}`] : ['Drafted to a client’s own measurements']),
        ...(fit && fit.inputs.length
          ? [`Fitted: ${fit.inputs.map((i) => `${i.label} ${i.result > i.base ? '+' : '−'}${shownDelta(i)}`).join(', ')}`]
          : []),
        ...(record.version > 1 ? [`Version ${record.version}`] : []),
        `Seam allowance ${seamAllowanceText(stored.seamAllowance, stored.unit)} included · cutting line solid, stitching line dashed`,
      ];
      const compared = withId ? await comparison(actor, record, withId) : null;
      const data = await made<Buffer>(actor, {
        kind: 'pdf',
        draft: input,
        pdf: {
          title: record.name,
          details,
          materials: record.materials,
          // The studio's paper, not the member's own row (decision 073).
          paper: paper ?? userSettings(await studioOwner(ctx.db, actor.workspaceId)).paperSize,
          watermarked: record.watermarked,
          createdAt: record.createdAt,
          brand: await documentBrand(ctx.db, actor.workspaceId),
        },
        comparison: compared && { mine: compared.mine, theirs: compared.theirs, heading: compared.heading, lines: compared.lines },
      });
      return { data, fileName: `${fileBase(record.name)}${record.version > 1 ? ` v${record.version}` : ''}.pdf` };
    },

    /** GET /patterns/{id}/svg: all parts at true scale, marked like the PDF for a Free owner. */
    async svg({ actor, id }: { actor: Actor; id: string }): Promise<{ data: string; fileName: string }> {
      const record = await patternsOf.get({ actor, id });
      await boundStudio(ctx.limiter, 'patternPdf', actor.workspaceId);
      const { input } = drawn(record);
      return {
        data: await made<string>(actor, { kind: 'svg', draft: input, title: record.name, watermarked: record.watermarked }),
        fileName: `${fileBase(record.name)}.svg`,
      };
    },

    /** GET /patterns/{id}/compare: the overlay as SVG, `with` the previous version by default (decision 087). */
    async compare({ actor, id, with: withId }: { actor: Actor; id: string; with?: string }): Promise<{ data: string; fileName: string }> {
      const record = await patternsOf.get({ actor, id });
      const other = withId ?? record.previousId;
      if (record.workspaceId !== actor.workspaceId || !other) throw notFound('Version');
      await boundStudio(ctx.limiter, 'patternPdf', actor.workspaceId);
      const c = await comparison(actor, record, other);
      const job = { kind: 'overlay', title: c.title, watermarked: record.watermarked, mine: c.mine, theirs: c.theirs } as const;
      return { data: await made<string>(actor, job), fileName: `${fileBase(c.title)}.svg` };
    },
  };
}

/** '2 cm', '3 %': how much an input moved, unsigned. */
function shownDelta(i: { unit: 'mm' | 'deg' | '%'; base: number; result: number }): string {
  const d = Math.abs(i.result - i.base);
  return i.unit === 'mm' ? `${Math.round(d) / 10} cm` : i.unit === 'deg' ? `${Math.round(d * 10) / 10}°` : `${Math.round(d * 10) / 10} %`;
}
