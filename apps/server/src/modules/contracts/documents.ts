import { createHash } from 'node:crypto';
import type { Language } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { storedFiles, workspaces } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { clientOf, studioOf } from '../invoices/documents.js';
import { pdfFileName } from '../invoices/pdf-text.js';
import { studioOwner } from '../plans/rules.js';
import { studioCertificate } from './certificate.js';
import type { ContractPdfInput, ContractPdfSignature } from './pdf.js';
import type { LoadedContract } from './presenter.js';
import { contractWords } from './words.js';

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The studio as its contracts show it: its brand, name, paper and zone, with the owner's contact details. */
export async function contractStudio(ctx: AppContext, workspaceId: string) {
  const owner = await studioOwner(ctx.db, workspaceId);
  const studio = await studioOf(ctx, owner, workspaceId);
  const name = studio.brand.name.trim() || studio.ownerName || 'Atelier';
  return { owner, studio, name, timeZone: studio.timeZone ?? userSettings(owner).timezone };
}

/** The client's language and details, as their invoices read them (decision 128). */
export const contractClient = (ctx: AppContext, workspaceId: string, clientId: string) => clientOf(ctx, workspaceId, clientId);

/** A contract's PDF file's name: its title and version. */
export const contractFileName = (title: string, version: number) => pdfFileName(`${title}-v${version}`);

/** The plain data the worker draws the document from (decision 097). */
export async function pdfInput(
  ctx: AppContext,
  loaded: LoadedContract,
  input: { language: Language; filledBody: string; sentAt: Date },
): Promise<ContractPdfInput> {
  const { studio, name, timeZone } = await contractStudio(ctx, loaded.row.workspaceId);
  return {
    language: input.language,
    studio: { brand: studio.brand, name, paperSize: studio.paperSize, timeZone },
    contract: {
      id: loaded.row.id,
      title: loaded.row.title,
      version: loaded.row.version,
      clientName: loaded.clientName,
      filledBody: input.filledBody,
      sentAt: input.sentAt.toISOString(),
    },
  };
}

/**
 * The signed document (decision 159): the text sent, both signatures, the audit page, sealed with
 * the studio's certificate, drawn and sealed in the worker pool under the studio's line.
 */
export async function sealedPdf(
  ctx: AppContext,
  loaded: LoadedContract,
  input: { signatures: ContractPdfSignature[]; signedAt: Date; line: string },
): Promise<Buffer> {
  const { row } = loaded;
  if (!row.sentAt || !row.filledBody || !row.documentSha256) throw notFound(said('contracts.notFound'));
  const { language } = await contractClient(ctx, row.workspaceId, row.clientId);
  const base = await pdfInput(ctx, loaded, { language, filledBody: row.filledBody, sentAt: row.sentAt });
  const certificate = await studioCertificate(ctx, { workspaceId: row.workspaceId, studioName: base.studio.name, line: input.line });
  const [place] = await ctx.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, row.workspaceId)).limit(1);
  const full: ContractPdfInput = {
    ...base,
    signed: {
      signatures: input.signatures,
      documentSha256: row.documentSha256,
      signedAt: input.signedAt.toISOString(),
      seal: {
        ...certificate,
        name: base.studio.name,
        reason: contractWords(language).sealReason,
        location: place?.name ?? base.studio.name,
        signingTime: input.signedAt.toISOString(),
      },
    },
  };
  return ctx.heavy.run<Buffer>(input.line, 'contractPdf', full, { queued: true });
}

/**
 * A contract's PDF kept as a stored file of the studio's owner (decision 159): counted in the plan's
 * storage like photos, never refused for it, since a signed agreement must be kept.
 */
export async function storeContractPdf(db: Db, ownerId: string, pdf: Buffer): Promise<string> {
  const [file] = await db
    .insert(storedFiles)
    .values({ ownerId, kind: 'contract-pdf', contentType: 'application/pdf', byteSize: pdf.length, data: pdf })
    .returning({ id: storedFiles.id });
  return file!.id;
}

/** The bytes of a stored contract PDF of the studio's owner. */
export async function readContractPdf(db: Db, ownerId: string, id: string): Promise<Buffer> {
  const [file] = await db
    .select({ data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)))
    .limit(1);
  if (!file) throw notFound(said('contracts.notFound'));
  return Buffer.from(file.data);
}
