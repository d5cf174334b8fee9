import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';

let ipCounter = 0;
/** A fresh client address per call: each test gets its own per-IP rate-limit buckets. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.20.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A valid signup body; tests override single fields to probe one rule at a time. */
export function signupPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Stitch',
    email,
    password: 'correct horse battery',
    agreeToTerms: true,
    selectedPlan: 'free',
    ...overrides,
  };
}

/** A 4-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/**
 * Moves the process clock forward (Date only; timers keep running), e.g. past the 60-second
 * resend window. Call `vi.useRealTimers()` in afterEach to return to the real clock.
 */
export function jumpClock(ms: number): void {
  const target = Date.now() + ms;
  if (vi.isFakeTimers()) vi.setSystemTime(target);
  else vi.useFakeTimers({ toFake: ['Date'], now: target, shouldAdvanceTime: true });
}

/** Asserts the error envelope (decision 005) and returns its body. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as {
    success: boolean;
    status_code: number;
    code: string;
    message: string;
    errors?: { field: string; message: string }[];
  };
  expect(body).toMatchObject({ success: false, status_code: status, code, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

export type MailPart = { contentType: string; body: string };

/** Decodes quoted-printable (nodemailer's choice for long HTML lines). */
function decodeQp(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Splits a raw multipart message into its decoded leaf parts (enough for nodemailer's output). */
export function mailParts(raw: string): MailPart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  let chunks = [raw];
  for (const b of boundaries) chunks = chunks.flatMap((c) => c.split(`--${b}`));
  const parts: MailPart[] = [];
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = chunk.slice(0, split);
    const type = /^Content-Type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim();
    if (!type || type.startsWith('multipart/')) continue;
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    const rawBody = chunk.slice(split).trim();
    const body =
      encoding === 'quoted-printable'
        ? decodeQp(rawBody)
        : encoding === 'base64'
          ? Buffer.from(rawBody, 'base64').toString('utf8')
          : rawBody;
    parts.push({ contentType: type, body });
  }
  return parts;
}

/** The header as the reader sees it: nodemailer encodes a subject with accents. */
export function mailSubjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header.replace(/\?=\s*\r?\n?[ \t]+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
