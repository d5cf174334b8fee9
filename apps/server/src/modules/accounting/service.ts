import type { AccountingExportQuery } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { userSettings } from '../../lib/user-settings.js';
import { studioOwner } from '../plans/rules.js';
import { booksOf, booksSettingsOf } from './books.js';
import { chartOf } from './chart.js';
import { journalEntries } from './entries.js';
import { fecFileName, fecOf } from './fec.js';
import { checkPeriod } from './fiscal-year.js';
import { journalCsvFileName, journalCsvOf } from './journal-csv.js';

export type AccountingFile = { fileName: string; contentType: string; body: string };

/** The accountant's files (decision 166): the studio's issued documents and payments as journal entries. */
export function accountingService(ctx: AppContext) {
  return {
    async export({ actor, query }: { actor: Actor; query: AccountingExportQuery }): Promise<AccountingFile> {
      requirePermission(actor, 'accounting.export');
      const { format, from, to } = query;
      const settings = await booksSettingsOf(ctx.db, actor.workspaceId);
      const year = checkPeriod(format, from, to, settings.fiscalYearStartMonth);
      // After the checks, before the reading: a refused period costs nothing (decision 054).
      await boundStudio(ctx.limiter, 'accountingExport', actor.workspaceId);
      const zone = userSettings(await studioOwner(ctx.db, actor.workspaceId)).timezone;
      // The FEC numbers its entries from the start of the fiscal year, so a part of the year carries
      // the numbers the whole year's file gives them; the CSV journal numbers from `from`.
      const start = format === 'fec' ? year.start : from;
      const vatOnReceipt = settings.country === 'FR';
      const { documents, payments } = await booksOf(ctx.db, actor.workspaceId, { from: start, to, zone, vatOnReceipt });
      const entries = journalEntries(chartOf(settings.country, settings.accounts), documents, payments).filter((e) => e.day >= from);
      if (format === 'fec') {
        return { fileName: fecFileName(settings.companyNumber, year.end), contentType: 'text/plain; charset=UTF-8', body: fecOf(entries) };
      }
      return { fileName: journalCsvFileName(from, to), contentType: 'text/csv; charset=utf-8', body: journalCsvOf(entries) };
    },
  };
}
