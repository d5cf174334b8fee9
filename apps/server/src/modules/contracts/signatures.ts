import { CONTRACT_LIMITS, CONTRACT_STATUS_LABELS, type SignatureMethod, type SignerRole } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { contractSignatures, contracts, type ContractSignatureRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { MAX_INPUT_PIXELS, sniffImage } from '../../lib/image-bytes.js';
import { requireShownDocument } from '../../lib/shown-document.js';
import type { ContractPdfSignature } from './pdf.js';
import type { LoadedContract, SigningAccount } from './presenter.js';
import { signedRefusal } from './service.js';

/** Who signs, as the request tells it: the audit page keeps the address and the browser (decision 159). */
export type SignerSeen = { ip: string; userAgent: string };
export type SignatureInput = { signerName: string; method: SignatureMethod; image?: string | null | undefined; documentSha256: string };

const USER_AGENT_MAX = 500;
const imageRefusal = () => fieldError('image', said('contracts.signatureUnreadable'));

/**
 * A drawn signature checked as a real PNG of a signature's size (decision 159): its bytes sniffed,
 * decoded by sharp within bounds, and written again as a plain PNG, so nothing but pixels reaches
 * the PDF. Answers the PNG's base64; a typed signature has none.
 */
export async function checkedImage(input: SignatureInput): Promise<string | null> {
  if (input.method !== 'drawn') return null;
  const bytes = Buffer.from((input.image ?? '').replace(/^data:image\/png;base64,/, ''), 'base64');
  if (bytes.length === 0 || sniffImage(bytes) !== 'png') throw imageRefusal();
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { width = 0, height = 0, format } = await image.metadata();
    const side = CONTRACT_LIMITS.imageSide;
    if (format !== 'png' || width < 1 || height < 1 || width > side || height > side) throw imageRefusal();
    return (await image.png().toBuffer()).toString('base64');
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw imageRefusal();
  }
}

/** The signer must have seen the document the server holds: its SHA-256 as sent (decision 183's one check). */
export const requireSameDocument = (loaded: LoadedContract, seen: string): void =>
  requireShownDocument(loaded.row.documentSha256 ?? '', seen);

/**
 * Records one signature and moves the contract from `from` to `to`, in one transaction: the move is
 * conditional, so of two signatures at once exactly one is kept, the other refused as already signed.
 */
export async function recordSignature(
  tx: Db,
  input: {
    contractId: string;
    from: 'sent' | 'signed-by-client';
    to: 'signed-by-client' | 'signed';
    role: SignerRole;
    userId: string | null;
    signature: SignatureInput;
    image: string | null;
    seen: SignerSeen;
    at: Date;
    set?: Partial<typeof contracts.$inferInsert>;
  },
): Promise<void> {
  const [moved] = await tx
    .update(contracts)
    .set({ status: input.to, ...(input.to === 'signed' ? { signedAt: input.at } : {}), ...input.set })
    .where(and(eq(contracts.id, input.contractId), eq(contracts.status, input.from)))
    .returning({ id: contracts.id });
  if (!moved) throw signedRefusal();
  const inserted = await tx
    .insert(contractSignatures)
    .values({
      contractId: input.contractId,
      role: input.role,
      userId: input.userId,
      signerName: input.signature.signerName,
      method: input.signature.method,
      image: input.image,
      signedAt: input.at,
      ip: input.seen.ip,
      userAgent: input.seen.userAgent.slice(0, USER_AGENT_MAX),
      documentSha256: input.signature.documentSha256,
    })
    .onConflictDoNothing()
    .returning({ id: contractSignatures.id });
  if (inserted.length === 0) throw signedRefusal();
}

/** A kept signature as the PDF draws it. */
export const pdfSignature = (
  row: Pick<ContractSignatureRow, 'role' | 'signerName' | 'method' | 'image' | 'signedAt' | 'ip' | 'userAgent' | 'documentSha256'> & {
    account: SigningAccount | null;
  },
): ContractPdfSignature => ({
  role: row.role as SignerRole,
  signerName: row.signerName,
  account: row.account ? { name: row.account.name, email: row.account.email } : null,
  method: row.method as SignatureMethod,
  image: row.image ? Buffer.from(row.image, 'base64') : null,
  signedAt: row.signedAt.toISOString(),
  ip: row.ip,
  userAgent: row.userAgent,
  documentSha256: row.documentSha256,
});

export const STATUS_SIGNED_DETAIL = {
  'signed-by-client': CONTRACT_STATUS_LABELS['signed-by-client'],
  signed: CONTRACT_STATUS_LABELS.signed,
};
