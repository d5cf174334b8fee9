import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { contractCertificates } from '../../db/schema/index.js';
import { serverFault } from '../../lib/errors.js';
import { decryptSecret, encryptSecret } from '../../lib/sealed-text.js';

/** The key the certificates are sealed under, derived from the server's secret apart from other uses. */
const sealingKey = (ctx: AppContext) => createHash('sha256').update('contract-certificate:').update(ctx.totpKey).digest();

/**
 * The studio's sealing certificate (decision 159): its own once it uploads one (left for later),
 * else one the server makes at its first signed contract. The PKCS#12 and its passphrase are kept
 * sealed (lib/sealed-text.ts) and opened only to seal a document; two first uses at once keep one.
 */
export async function studioCertificate(
  ctx: AppContext,
  input: { workspaceId: string; studioName: string; line: string },
): Promise<{ p12: Buffer; passphrase: string }> {
  const key = sealingKey(ctx);
  const read = async () => {
    const [row] = await ctx.db.select().from(contractCertificates).where(eq(contractCertificates.workspaceId, input.workspaceId)).limit(1);
    return row
      ? { p12: Buffer.from(decryptSecret(key, row.sealedP12), 'base64'), passphrase: decryptSecret(key, row.sealedPassphrase) }
      : null;
  };
  const found = await read();
  if (found) return found;
  const made = await ctx.heavy.run<{ p12: string; passphrase: string }>(
    input.line,
    'contractCertificate',
    { studioName: input.studioName, now: new Date().toISOString() },
    { queued: true },
  );
  await ctx.db
    .insert(contractCertificates)
    .values({
      workspaceId: input.workspaceId,
      source: 'generated',
      sealedP12: encryptSecret(key, made.p12),
      sealedPassphrase: encryptSecret(key, made.passphrase),
      subject: input.studioName,
    })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw serverFault('contract certificate not kept');
  return kept;
}
