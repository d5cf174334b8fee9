import { sizeText, type GeneratorDesign, type Language, type PaperSize, type PatternFabricType } from '@atelier/shared';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, fittings, patterns, type StoredDraft } from '../../db/schema/index.js';
import { clientLanguageSql, studioLanguageOf } from '../../lib/client-language.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { isUuid } from '../../lib/ids.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { userSettings } from '../../lib/user-settings.js';
import { patternService, type PatternRecord } from '../patterns/service.js';
import { studioOwner } from '../plans/rules.js';
import { documentBrand } from '../studio/brand.js';
import { describeMeasurement } from '../drafting/body.js';
import type { DraftInput } from '../drafting/draft.js';
import { instructionsFor } from './content.js';
import { seamAllowanceText } from './materials.js';
import type { PatternFileJob } from './pattern-job.js';
import { patternWords } from '../pattern-words/pattern-words.js';
import type { PatternWords } from '../pattern-words/types.js';
import { latestLayoutPage } from './layout-page.js';

const fileBase = (name: string) => name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'pattern';
/** A version's file name: a re-draft keeps its pattern's name, so its version tells the two apart ('Skirt v2', decision 132). */
const versionBase = (record: Pick<PatternRecord, 'name' | 'version'>) =>
  `${fileBase(record.name)}${record.version > 1 ? ` v${record.version}` : ''}`;

/** The stored draft's inputs, for the worker that draws them again (decision 097). */
function drawn(record: PatternRecord): { input: DraftInput; stored: StoredDraft } {
  const stored = record.draft;
  if (!stored) throw notFound(said('pattern-generator.pdfNotFound'));
  const input = {
    design: stored.design as GeneratorDesign,
    measurements: stored.measurements,
    options: stored.options,
    seamAllowance: stored.seamAllowance,
  };
  return { input, stored };
}

const english = patternWords('en');
/** A drafted input: an option in %, a measurement in cm from its mm, an angle in degrees (`13°`, decision 124), as the language writes them. */
const shown = (name: string, v: number, option: boolean, words: PatternWords) => {
  if (option) return `${words.decimal(Math.round(v * 1000) / 10)} %`;
  const kind = describeMeasurement(name).kind;
  return kind === 'angle' ? sizeText(v, 'cm', kind, words) : sizeText(Math.round(v) / 10, 'cm', kind, words);
};

/** 'Waist: 72 cm → 74 cm' for every input the two versions drafted differently, in the client's language (decision 132). */
export function differences(earlier: StoredDraft, later: StoredDraft, words: PatternWords = english): string[] {
  const lines: string[] = [];
  for (const [kind, a, b] of [
    ['measurement', earlier.measurements, later.measurements],
    ['option', earlier.options, later.options],
  ] as const) {
    for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (a[name] === b[name]) continue;
      const label = kind === 'measurement' ? words.measurement(describeMeasurement(name).label) : name;
      const from = a[name] === undefined ? '—' : shown(name, a[name], kind === 'option', words);
      const to = b[name] === undefined ? '—' : shown(name, b[name], kind === 'option', words);
      lines.push(words.labelled(label, `${from} → ${to}`));
    }
  }
  return lines.length ? lines : [words.sameValues];
}

/** Downloads of a generated pattern: the PDF, the SVG and the overlay of two versions (decisions 040, 087). */
export function patternDownloads(ctx: AppContext) {
  const patternsOf = patternService(ctx);

  /** Another version of the same pattern in the reader's studio; 404 for anything else. */
  async function otherVersion(actor: Actor, record: PatternRecord, id: string): Promise<PatternRecord> {
    const root = record.lineageId ?? record.id;
    if (record.workspaceId !== actor.workspaceId || !isUuid(id) || id === record.id)
      throw notFound(said('pattern-generator.versionNotFound'));
    const [row] = await ctx.db
      .select({ id: patterns.id })
      .from(patterns)
      .where(
        and(eq(patterns.id, id), eq(patterns.workspaceId, actor.workspaceId), or(eq(patterns.id, root), eq(patterns.lineageId, root))),
      );
    if (!row) throw notFound(said('pattern-generator.versionNotFound'));
    return patternsOf.get({ actor, id: row.id });
  }

  /** Both versions' inputs (the worker draws the other's outline under this one's), and what changed. */
  async function comparison(actor: Actor, record: PatternRecord, withId: string, words: PatternWords = english) {
    const other = await otherVersion(actor, record, withId);
    const [mine, theirs] = [drawn(record), drawn(other)];
    const [earlier, later] = other.version < record.version ? [theirs, mine] : [mine, theirs];
    return {
      title: `${record.name}, version ${record.version} over version ${other.version}`,
      heading: words.comparisonHeading(record.version, other.version),
      mine: mine.input,
      theirs: theirs.input,
      lines: differences(earlier.stored, later.stored, words),
    };
  }

  /**
   * Who the PDF is for and in which language (decision 132): the studio's own client in the client's
   * language (the studio's when the client has none); a pattern with no client of the reader's
   * studio in the reader's studio's language.
   */
  async function readerOf(
    actor: Actor,
    record: PatternRecord,
    stored: StoredDraft,
  ): Promise<{ client: string | null; language: Language }> {
    const own = record.workspaceId === actor.workspaceId;
    const [client] =
      own && stored.clientId && isUuid(stored.clientId)
        ? await ctx.db
            .select({ name: clients.name, language: clientLanguageSql })
            .from(clients)
            .where(and(eq(clients.id, stored.clientId), eq(clients.workspaceId, actor.workspaceId)))
        : [];
    return client
      ? { client: client.name, language: client.language }
      : { client: null, language: await studioLanguageOf(ctx.db, actor.workspaceId) };
  }

  /** The cover's lines under the title, in the client's words (decision 132): design, client, fit, version, seam allowance. */
  async function coverDetails(
    actor: Actor,
    record: PatternRecord,
    stored: StoredDraft,
    o: { client: string | null; words: PatternWords; timeZone: string },
  ) {
    const { words } = o;
    const fit = record.workspaceId === actor.workspaceId ? stored.fit : undefined;
    const fittedOn = record.fittingId ? await fittingDate(actor, record.fittingId) : null;
    const dateText = (d: Date) => new Intl.DateTimeFormat(words.language, { dateStyle: 'long', timeZone: o.timeZone }).format(d);
    return [
      [
        words.design(stored.design as GeneratorDesign),
        words.garmentType(record.garmentType),
        words.style(record.style),
        words.fabric(record.fabricType),
      ].join(' · '),
      o.client ? words.draftedFor(o.client) : words.draftedForSomeone,
      ...(fit && fit.inputs.length
        ? [
            words.fitted(
              fit.inputs
                .map(
                  (i) =>
                    `${i.target === 'measurement' ? words.measurement(i.label) : i.label} ${i.result > i.base ? '+' : '−'}${shownDelta(i, words)}`,
                )
                .join(', '),
            ),
          ]
        : []),
      ...(record.version > 1 ? [words.version(record.version)] : []),
      ...(fittedOn ? [words.redraftedAfter(dateText(fittedOn))] : []),
      words.seamAllowance(seamAllowanceText(stored.seamAllowance, stored.unit, words)),
    ];
  }

  /** When the fitting a re-draft came from took place, in the reader's studio; null when it is gone. */
  async function fittingDate(actor: Actor, fittingId: string): Promise<Date | null> {
    const [row] = await ctx.db
      .select({ fittedOn: fittings.fittedOn })
      .from(fittings)
      .where(and(eq(fittings.id, fittingId), eq(fittings.workspaceId, actor.workspaceId)));
    return row?.fittedOn ?? null;
  }

  /**
   * The steps the PDF prints: the generator's in the client's language while the stored ones are
   * still those it wrote in English; steps the studio edited are printed as written (decision 132).
   */
  const printedSteps = (record: PatternRecord, stored: StoredDraft, words: PatternWords): string[] => {
    const design = stored.design as GeneratorDesign;
    const generated = instructionsFor(design, seamAllowanceText(stored.seamAllowance, stored.unit));
    const unedited = generated.length === record.instructions.length && generated.every((s, i) => s === record.instructions[i]);
    return unedited
      ? instructionsFor(design, seamAllowanceText(stored.seamAllowance, stored.unit, words), words.language)
      : record.instructions;
  };

  /** The drafting and drawing, in the worker pool under the studio's bound (decision 097). */
  const made = <T extends Uint8Array | string>(actor: Actor, job: PatternFileJob) =>
    ctx.heavy.run<T>(actor.workspaceId, 'patternFile', job);

  return {
    /** GET /patterns/{id}/pdf: drawn again from the stored draft, in the client's language (132); marked for a Free owner (053). */
    async pdf({ actor, id, paper, compare }: { actor: Actor; id: string; paper?: PaperSize; compare?: string }) {
      const record = await patternsOf.get({ actor, id });
      await boundStudio(ctx.limiter, 'patternPdf', actor.workspaceId);
      const { input, stored } = drawn(record);
      const own = record.workspaceId === actor.workspaceId;
      // A re-draft compares with the version it came from unless told otherwise (decision 087).
      const withId = compare === 'none' ? null : (compare ?? (own ? record.previousId : null));
      const reader = await readerOf(actor, record, stored);
      const words = patternWords(reader.language);
      // The studio's paper and zone, not the member's own row (decisions 073, 129).
      const settings = userSettings(await studioOwner(ctx.db, actor.workspaceId));
      const details = await coverDetails(actor, record, stored, { client: reader.client, words, timeZone: settings.timezone });
      const compared = withId ? await comparison(actor, record, withId, words) : null;
      const data = await made<Buffer>(actor, {
        kind: 'pdf',
        draft: input,
        pdf: {
          title: record.name,
          details,
          materials: record.materials,
          instructions: printedSteps(record, stored, words),
          language: reader.language,
          paper: paper ?? settings.paperSize,
          watermarked: record.watermarked,
          createdAt: record.createdAt,
          brand: await documentBrand(ctx.db, actor.workspaceId),
          cuttingLayout: own
            ? await latestLayoutPage(ctx.db, { workspaceId: actor.workspaceId, patternId: record.id, unit: stored.unit, words })
            : undefined,
        },
        generatedMaterials: {
          design: stored.design as GeneratorDesign,
          fabricType: record.fabricType as PatternFabricType,
          fabricLength: stored.fabricLength,
          fabricWidth: stored.fabricWidth,
          unit: stored.unit,
        },
        comparison: compared && { mine: compared.mine, theirs: compared.theirs, heading: compared.heading, lines: compared.lines },
      });
      return { data, fileName: `${versionBase(record)}.pdf` };
    },

    /** GET /patterns/{id}/svg: all parts at true scale, marked like the PDF for a Free owner. */
    async svg({ actor, id }: { actor: Actor; id: string }): Promise<{ data: string; fileName: string }> {
      const record = await patternsOf.get({ actor, id });
      await boundStudio(ctx.limiter, 'patternPdf', actor.workspaceId);
      const { input } = drawn(record);
      return {
        data: await made<string>(actor, { kind: 'svg', draft: input, title: record.name, watermarked: record.watermarked }),
        fileName: `${versionBase(record)}.svg`,
      };
    },

    /** GET /patterns/{id}/compare: the overlay as SVG, `with` the previous version by default (decision 087). */
    async compare({ actor, id, with: withId }: { actor: Actor; id: string; with?: string }): Promise<{ data: string; fileName: string }> {
      const record = await patternsOf.get({ actor, id });
      const other = withId ?? record.previousId;
      if (record.workspaceId !== actor.workspaceId || !other) throw notFound(said('pattern-generator.versionNotFound'));
      await boundStudio(ctx.limiter, 'patternPdf', actor.workspaceId);
      const c = await comparison(actor, record, other);
      const job = { kind: 'overlay', title: c.title, watermarked: record.watermarked, mine: c.mine, theirs: c.theirs } as const;
      return { data: await made<string>(actor, job), fileName: `${fileBase(c.title)}.svg` };
    },
  };
}

/** '2 cm', '3 %' ('2,5 cm' in French): how much an input moved, unsigned. */
function shownDelta(i: { unit: 'mm' | 'deg' | '%'; base: number; result: number }, words: PatternWords): string {
  const d = Math.abs(i.result - i.base);
  return i.unit === 'mm'
    ? `${words.decimal(Math.round(d) / 10)} cm`
    : i.unit === 'deg'
      ? `${words.decimal(Math.round(d * 10) / 10)}°`
      : `${words.decimal(Math.round(d * 10) / 10)} %`;
}
