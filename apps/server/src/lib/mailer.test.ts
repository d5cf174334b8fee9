import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailParts, nextIp, signupPayload } from '../test/fixtures.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../test/harness.js';
import { mailAttachments } from '../test/mail-attachments.js';
import { createMailer, type Mail } from './mailer.js';

type Received = { from: string; to: string[]; raw: string };

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  // A real SMTP server on a free local port: plain text, no auth, as a dev relay would be.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Atelier <hello@atelier.test>' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('uses the SMTP mailer when SMTP_URL is set', () => {
    expect(t.ctx.mailer.kind).toBe('smtp');
  });

  it('delivers the signup code to the address, in text and HTML, and writes no outbox file', async () => {
    const email = uniqueEmail('smtp');
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), payload: signupPayload(email) });
    expect(res.statusCode, res.body).toBe(201);

    // The signup answers after the server accepted the message.
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('hello@atelier.test');
    expect(mail!.raw).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi'));
    expect(mail!.raw).toMatch(/^Subject: Your Atelier verification code$/m);
    const parts = mailParts(mail!.raw);
    const code = /^\s+(\d{4})\s*$/m.exec(parts.find((p) => p.contentType === 'text/plain')?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(parts.find((p) => p.contentType === 'text/html')?.body).toContain(`>${code}</div>`);

    // The code that arrived by SMTP is the one the server accepts.
    const verify = await t.request({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      remoteAddress: nextIp(),
      payload: { email, otp: code },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(outboxFor(t.dataDir, email)).toHaveLength(0);
  });
});

describe('mail attachments', () => {
  // Bytes no text encoding would keep intact: a PDF begins with a binary comment line.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n%'), Buffer.from([0xff, 0xfe, 0x00, 0x80]), Buffer.from('\n%%EOF\n')]);
  const mail = (to: string): Mail => ({
    to,
    subject: 'Invoice INV-001 from Atelier',
    text: 'Your invoice is attached.\n',
    html: '<p>Your invoice is attached.</p>',
    replyTo: 'studio@adaeze.example',
    attachments: [{ filename: 'INV-001.pdf', content: pdf, contentType: 'application/pdf' }],
  });

  it('sends the file over SMTP, byte for byte, beside the text and HTML', async () => {
    const to = uniqueEmail('attach');
    await t.ctx.mailer.send(mail(to));
    const raw = received.find((m) => m.to.includes(to))!.raw;
    expect(mailAttachments(raw)).toEqual([{ contentType: 'application/pdf', filename: 'INV-001.pdf', content: pdf }]);
    expect(mailParts(raw).map((p) => p.contentType)).toEqual(expect.arrayContaining(['text/plain', 'text/html']));
    expect(raw).toMatch(/^Reply-To: studio@adaeze\.example$/m);
  });

  it('writes the file into the outbox message when there is no SMTP server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-mail-'));
    try {
      const outbox = createMailer({ from: 'Atelier <hello@atelier.test>', dataDir, log: t.app.log });
      const to = uniqueEmail('attach-outbox');
      await outbox.send(mail(to));
      const [raw] = outboxFor(dataDir, to);
      expect(mailAttachments(raw!)).toEqual([{ contentType: 'application/pdf', filename: 'INV-001.pdf', content: pdf }]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
