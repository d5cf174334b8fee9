export type MailedAttachment = { contentType: string; filename: string; content: Buffer };

/**
 * The attachments of a raw message (.eml or SMTP DATA) as bytes, for tests that check what a
 * client receives, such as the invoice PDF. Reads nodemailer's base64 parts only.
 */
export function mailAttachments(raw: string): MailedAttachment[] {
  return mailParts(raw, 'attachment').map(({ head: _head, ...part }) => part);
}

/** The images a message shows inline by Content-ID (a studio's logo, decision 073), with their cid. */
export function mailInlineImages(raw: string): (MailedAttachment & { cid: string })[] {
  return mailParts(raw, 'inline').map(({ head, ...part }) => ({ ...part, cid: /^Content-ID:\s*<([^>]+)>/im.exec(head)?.[1] ?? '' }));
}

function mailParts(raw: string, disposition: 'attachment' | 'inline'): (MailedAttachment & { head: string })[] {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  let chunks = [raw];
  for (const b of boundaries) chunks = chunks.flatMap((c) => c.split(`--${b}`));
  const found: (MailedAttachment & { head: string })[] = [];
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    // Header lines may be folded onto the next line.
    const head = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!new RegExp(`^Content-Disposition:\\s*${disposition}`, 'im').test(head)) continue;
    const filename = /filename="?([^"\r\n;]+)"?/i.exec(head)?.[1] ?? '';
    const contentType = /^Content-Type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim() ?? '';
    found.push({ contentType, filename, head, content: Buffer.from(chunk.slice(split).replace(/\s+/g, ''), 'base64') });
  }
  return found;
}
