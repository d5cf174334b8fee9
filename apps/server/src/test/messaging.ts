import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users, workspaces } from '../db/schema/index.js';
import { smsOutboxDir } from '../lib/sms.js';
import { businessApi } from './business.js';
import { createVerifiedUser, type TestApp } from './harness.js';

type Json = Record<string, unknown>;

/**
 * A studio ready to message its clients (decision 083): a paid plan (a card on file, unless
 * `paid: false` leaves the trial without one), its name, its phone country and its settings.
 */
export async function messagingStudio(
  t: TestApp,
  opts: {
    plan?: 'free' | 'premium' | 'enterprise';
    paid?: boolean;
    name?: string;
    phoneCountry?: string | null;
    settings?: Json;
  } = {},
) {
  const plan = opts.plan ?? 'premium';
  const person = await createVerifiedUser(t, { plan });
  if (plan !== 'free' && opts.paid !== false) {
    await t.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, person.user.id));
  }
  const [ws] = await t.ctx.db
    .update(workspaces)
    .set({ name: opts.name ?? 'Maison Ada', phoneCountry: opts.phoneCountry === undefined ? 'GB' : opts.phoneCountry })
    .where(eq(workspaces.ownerId, person.user.id))
    .returning({ id: workspaces.id });
  const api = businessApi(t, person.token);
  if (opts.settings) {
    const res = await api.call('PATCH', '/user/preferences', { settings: opts.settings });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return {
    ...person,
    api,
    workspaceId: ws!.id,
    send: (clientId: string, body: Json) => api.call('POST', `/clients/${clientId}/messages`, body),
    preview: (clientId: string, body: Json) => api.call('POST', `/clients/${clientId}/messages/preview`, body),
    usage: async () => {
      const res = await api.call('GET', '/messaging/usage');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.usage as {
        sms: { allowance: number; used: number; left: number; resetsAt: string };
        today: { cap: number; sent: number; left: number; resetsAt: string };
        smsProvider: string;
        cardRequired: boolean;
      };
    },
  };
}

export type SmsFile = { to: string; body: string; kind: string; createdAt: string };

/** The SMS the outbox holds, oldest first; `to` keeps those to one number. */
export function smsOutbox(dataDir: string, to?: string): SmsFile[] {
  const dir = smsOutboxDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SmsFile)
    .filter((sms) => !to || sms.to === to);
}

/** A message answer's data. */
export const sentOf = (res: { status: number; body: { data: Json } }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.message as { kind: string; channel: string; to: string; text: string; whatsappUrl: string; sentAt: string | null };
};
