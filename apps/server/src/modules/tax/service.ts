import {
  ACCOUNT_DEFAULTS,
  categoryOf,
  rateProblems,
  TAX_LIMITS,
  type TaxCategory,
  type TaxCountry,
  type taxRateBodySchema,
  type updateTaxRateBodySchema,
  type updateTaxSettingsBodySchema,
} from '@atelier/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoiceItems, quoteLines, taxRates, taxSettings, type TaxRateRow, type TaxSettingsRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import { lockStudio } from '../plans/rules.js';
import { checkIdentifiers } from './identifier-check.js';

export type UpdateTaxSettingsInput = z.output<typeof updateTaxSettingsBodySchema>;
export type TaxRateInput = z.output<typeof taxRateBodySchema>;
export type UpdateTaxRateInput = z.output<typeof updateTaxRateBodySchema>;
export type TaxSettingsRecord = { row: TaxSettingsRow | null; rates: TaxRateRow[] };

const RATE = { table: taxRates, what: 'Tax rate' } as const;

const invalid = (problems: { path: string; message: string }[]) =>
  new AppError('VALIDATION_ERROR', problems[0]?.message ?? said('tax.invalidRate'), {
    errors: problems.map((p) => ({ field: p.path, message: p.message })),
  });

async function readSettings(db: Db, workspaceId: string): Promise<TaxSettingsRecord> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.workspaceId, workspaceId)).limit(1);
  const rates = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.workspaceId, workspaceId), isNull(taxRates.archivedAt)))
    .orderBy(asc(taxRates.position), asc(taxRates.createdAt));
  return { row: row ?? null, rates };
}

/** One default rate at a time: the one just made default takes it from the others. */
async function soleDefault(tx: Db, workspaceId: string, id: string) {
  await tx
    .update(taxRates)
    .set({ isDefault: false })
    .where(and(eq(taxRates.workspaceId, workspaceId), ne(taxRates.id, id)));
}

/** A rate a line of an invoice or a quote names stays, archived, for that document (decision 162). */
async function rateUsed(tx: Db, id: string): Promise<boolean> {
  const [item] = await tx.select({ id: invoiceItems.id }).from(invoiceItems).where(eq(invoiceItems.taxRateId, id)).limit(1);
  if (item) return true;
  const [line] = await tx.select({ id: quoteLines.id }).from(quoteLines).where(eq(quoteLines.taxRateId, id)).limit(1);
  return line !== undefined;
}

/** The studio's tax settings and named rates (decision 162). */
export function taxService(ctx: AppContext) {
  async function openRate(tx: Db, actor: Actor, id: string): Promise<TaxRateRow> {
    await requireAccess(tx, { ...RATE, actor, id, permission: 'tax.manage', lock: true });
    const [row] = await tx.select().from(taxRates).where(eq(taxRates.id, id)).limit(1);
    if (!row || row.archivedAt) throw notFound(said('tax.rateNotFound'));
    return row;
  }

  return {
    async get({ actor }: { actor: Actor }): Promise<TaxSettingsRecord> {
      return readSettings(ctx.db, actor.workspaceId);
    },

    async update({ actor, input }: { actor: Actor; input: UpdateTaxSettingsInput }): Promise<TaxSettingsRecord> {
      const { accounts, ...fields } = input;
      await ctx.db.transaction(async (tx) => {
        await lockStudio(tx, actor.workspaceId);
        const [current] = await tx.select().from(taxSettings).where(eq(taxSettings.workspaceId, actor.workspaceId)).limit(1);
        // Kept are only the codes the studio changed from its country's usual ones (decision 166).
        const usual: Record<string, string> = ACCOUNT_DEFAULTS[input.country ?? (current?.country as TaxCountry | undefined) ?? 'other'];
        const all = { ...((current?.accounts ?? {}) as Record<string, string>), ...(accounts ?? {}) };
        const merged = Object.fromEntries(Object.entries(all).filter(([k, v]) => v !== usual[k]));
        const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        // The identifiers as the update leaves them, checked when any of them is typed (decision 184).
        if (input.country !== undefined || input.companyNumber !== undefined || input.vatNumber !== undefined)
          checkIdentifiers(
            { country: 'other', companyNumber: null, vatNumber: null, ...current, ...values },
            await studioLanguageOf(tx, actor.workspaceId),
          );
        await tx
          .insert(taxSettings)
          .values({ workspaceId: actor.workspaceId, ...values, accounts: merged })
          .onConflictDoUpdate({ target: taxSettings.workspaceId, set: { ...values, accounts: merged, updatedAt: new Date() } });
      });
      return readSettings(ctx.db, actor.workspaceId);
    },

    async addRate({ actor, input }: { actor: Actor; input: TaxRateInput }): Promise<{ rate: TaxRateRow; settings: TaxSettingsRecord }> {
      const rate = await ctx.db.transaction(async (tx) => {
        await lockStudio(tx, actor.workspaceId);
        const live = await tx
          .select({ position: taxRates.position })
          .from(taxRates)
          .where(and(eq(taxRates.workspaceId, actor.workspaceId), isNull(taxRates.archivedAt)));
        if (live.length >= TAX_LIMITS.ratesMax)
          throw new AppError('VALIDATION_ERROR', said('tax.tooManyRates', { max: TAX_LIMITS.ratesMax }));
        const [row] = await tx
          .insert(taxRates)
          .values({
            workspaceId: actor.workspaceId,
            name: input.name,
            rateBp: Math.round(input.rate * 100),
            category: categoryOf(input.rate, input.category),
            exemptionReason: categoryOf(input.rate, input.category) === 'S' ? null : input.exemptionReason,
            isDefault: input.isDefault ?? false,
            position: Math.max(0, ...live.map((r) => r.position + 1)),
          })
          .returning();
        assertWritten(row, 'tax rate insert');
        if (row.isDefault) await soleDefault(tx, actor.workspaceId, row.id);
        return row;
      });
      return { rate, settings: await readSettings(ctx.db, actor.workspaceId) };
    },

    async updateRate({
      actor,
      id,
      input,
    }: {
      actor: Actor;
      id: string;
      input: UpdateTaxRateInput;
    }): Promise<{ rate: TaxRateRow; settings: TaxSettingsRecord }> {
      const rate = await ctx.db.transaction(async (tx) => {
        const current = await openRate(tx, actor, id);
        const rateBp = input.rate === undefined ? current.rateBp : Math.round(input.rate * 100);
        const merged = {
          rate: rateBp / 100,
          category: (input.category ?? current.category) as TaxCategory,
          // A blank exemption text in the body leaves the stored one: the schema cannot tell blank from absent.
          exemptionReason: input.exemptionReason ?? current.exemptionReason,
        };
        // A standard rate has no exemption: a text left from another category would be printed on its lines.
        if (merged.category === 'S') merged.exemptionReason = null;
        const problems = rateProblems(merged);
        if (problems.length > 0) throw invalid(problems);
        const [row] = await tx
          .update(taxRates)
          .set({
            name: input.name ?? current.name,
            rateBp,
            category: merged.category,
            exemptionReason: merged.exemptionReason,
            isDefault: input.isDefault ?? current.isDefault,
          })
          .where(eq(taxRates.id, id))
          .returning();
        assertWritten(row, 'tax rate update');
        if (row.isDefault) await soleDefault(tx, actor.workspaceId, row.id);
        return row;
      });
      return { rate, settings: await readSettings(ctx.db, actor.workspaceId) };
    },

    /** A rate a document used is archived (its lines keep their copy), else deleted (decision 162). */
    async removeRate({ actor, id }: { actor: Actor; id: string }): Promise<TaxSettingsRecord> {
      await ctx.db.transaction(async (tx) => {
        await openRate(tx, actor, id);
        if (await rateUsed(tx, id)) {
          await tx.update(taxRates).set({ archivedAt: new Date(), isDefault: false }).where(eq(taxRates.id, id));
        } else {
          await tx.delete(taxRates).where(eq(taxRates.id, id));
        }
      });
      return readSettings(ctx.db, actor.workspaceId);
    },
  };
}
