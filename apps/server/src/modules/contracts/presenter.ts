import type { Contract, ContractSignature, ContractTemplate, PortalContract, SignatureMethod, SignerRole } from '@atelier/shared';
import type { ContractRow, ContractSignatureRow, ContractTemplateRow } from '../../db/schema/index.js';
import { withIds } from '../../lib/ids.js';

export function presentContractTemplate(row: ContractTemplateRow): ContractTemplate {
  return {
    ...withIds(row),
    name: row.name,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A signature as the answers show it: never its image, IP or browser, which only the audit page carries. */
function presentSignature(row: LoadedSignature): ContractSignature {
  return {
    role: row.role as SignerRole,
    signerName: row.signerName,
    account: row.account,
    method: row.method as SignatureMethod,
    signedAt: row.signedAt.toISOString(),
    documentSha256: row.documentSha256,
  };
}

/** The member's account that signed for the studio (decision 183); null for the client. */
export type SigningAccount = { id: string; name: string; email: string };
export type LoadedSignature = ContractSignatureRow & { account: SigningAccount | null };
export type LoadedContract = { row: ContractRow; clientName: string; signatures: LoadedSignature[] };

export function presentContract({ row, clientName, signatures }: LoadedContract): Contract {
  return {
    ...withIds(row),
    clientId: { ...withIds({ id: row.clientId }), name: clientName },
    templateId: row.templateId,
    quoteId: row.quoteId,
    version: row.version,
    previousId: row.previousId,
    title: row.title,
    body: row.body,
    filledBody: row.filledBody ?? '',
    eventDate: row.eventDate,
    status: row.status as Contract['status'],
    documentSha256: row.documentSha256 ?? '',
    sentAt: row.sentAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    signatures: signatures.map(presentSignature),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the client sees on the portal (decision 159): the text sent, its fingerprint and who signed. */
export function presentPortalContract({ row, signatures }: LoadedContract): PortalContract {
  return {
    id: row.id,
    title: row.title,
    version: row.version,
    status: row.status as Contract['status'],
    filledBody: row.filledBody ?? '',
    documentSha256: row.documentSha256 ?? '',
    sentAt: row.sentAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    signatures: signatures.map(presentSignature),
  };
}
