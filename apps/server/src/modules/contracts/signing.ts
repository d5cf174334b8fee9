import type { CountersignContractBody, SignContractBody } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import type { PortalLinkRow } from '../../db/schema/index.js';

import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { documentChanged } from '../../lib/shown-document.js';
import { fullName } from '../../lib/member-name.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { mailNoticesSoon } from '../notifications/notice-mail.js';
import { notifyStudio } from '../notifications/notify.js';

import { contractStudio, sealedPdf, storeContractPdf } from './documents.js';
import type { LoadedContract } from './presenter.js';
import { loadContract } from './queries.js';
import { signedRefusal } from './service.js';
import { checkedImage, pdfSignature, recordSignature, requireSameDocument, STATUS_SIGNED_DETAIL, type SignerSeen } from './signatures.js';

/**
 * A contract of the link's client that was sent to them; any other answers the portal's one 404. To
 * sign (`signing`), one the studio replaced since it was sent is a changed document (decision 183).
 */
export async function portalContract(ctx: AppContext, link: PortalLinkRow, id: string, signing = false): Promise<LoadedContract> {
  const loaded = await loadContract(ctx.db, link.workspaceId, id);
  const { row } = loaded;
  if (row.clientId !== link.clientId || row.status === 'draft') throw notFound(said('contracts.notFound'));
  if (row.status === 'void') throw signing && row.sentAt ? documentChanged() : notFound(said('contracts.notFound'));
  return loaded;
}

/** The client's signature and the studio's countersignature (decision 159). */
export function contractSigning(ctx: AppContext) {
  return {
    /** The client signs on the portal: the contract sent, unsigned, and the document they saw the one kept. */
    async sign({
      link,
      id,
      body,
      seen,
    }: {
      link: PortalLinkRow;
      id: string;
      body: SignContractBody;
      seen: SignerSeen;
    }): Promise<LoadedContract> {
      const loaded = await portalContract(ctx, link, id, true);
      if (loaded.row.status !== 'sent') throw signedRefusal();
      requireSameDocument(loaded, body.documentSha256);
      const image = await checkedImage(body);
      const at = new Date();
      await ctx.db.transaction(async (tx) => {
        await recordSignature(tx, {
          contractId: id,
          from: 'sent',
          to: 'signed-by-client',
          role: 'client',
          userId: null,
          signature: body,
          image,
          seen,
          at,
        });
        // The studio is told in the signature's own transaction: it countersigns to seal (decision 159).
        await notifyStudio(tx, {
          workspaceId: link.workspaceId,
          kind: 'contract-signed',
          clientId: link.clientId,
          entityType: 'contract',
          entityId: id,
          subject: loaded.clientName,
        });
      });
      mailNoticesSoon(ctx);
      return loadContract(ctx.db, link.workspaceId, id);
    },

    /**
     * The studio countersigns after the client (decision 159); the sealed PDF is drawn first, then kept
     * with the signature in one transaction: of two countersignatures at once, one is kept.
     */
    async countersign({
      actor,
      id,
      body,
      seen,
    }: {
      actor: Actor;
      id: string;
      body: CountersignContractBody;
      seen: SignerSeen;
    }): Promise<LoadedContract> {
      const loaded = await loadContract(ctx.db, actor.workspaceId, id);
      if (loaded.row.status === 'signed') throw signedRefusal();
      if (loaded.row.status !== 'signed-by-client') throw new AppError('CONTRACT_NOT_READY', said('contracts.notSignedYet'));
      requireSameDocument(loaded, body.documentSha256);
      const image = await checkedImage(body);
      await boundStudio(ctx.limiter, 'contractPdf', actor.workspaceId);
      const at = new Date();
      // The member's own account is named beside the name typed: whoever types the owner's name (decision 183).
      const account = { id: actor.user.id, name: fullName(actor.user), email: actor.user.email };
      const studioSignature = pdfSignature({ role: 'studio', ...body, image, signedAt: at, ...seen, account });
      const signatures = [...loaded.signatures.map(pdfSignature), studioSignature];
      const pdf = await sealedPdf(ctx, loaded, { signatures, signedAt: at, line: actor.workspaceId });
      const { owner } = await contractStudio(ctx, actor.workspaceId);
      await ctx.db.transaction(async (tx) => {
        const fileId = await storeContractPdf(tx, owner.id, pdf);
        await recordSignature(tx, {
          contractId: id,
          from: 'signed-by-client',
          to: 'signed',
          role: 'studio',
          userId: actor.user.id,
          signature: body,
          image,
          seen,
          at,
          set: { signedPdfId: fileId },
        });
        await recordActivity(tx, actor, {
          entityType: 'contract',
          entityId: id,
          action: 'status-changed',
          subject: loaded.row.title,
          detail: STATUS_SIGNED_DETAIL.signed,
        });
      });
      return loadContract(ctx.db, actor.workspaceId, id);
    },
  };
}
