import type { User } from '@atelier/shared';
import { expect } from 'vitest';
import { nextIp } from './fixtures.js';
import { createVerifiedUser, outboxFor, type TestApp } from './harness.js';

type Json = Record<string, unknown>;
export type Person = Awaited<ReturnType<typeof createVerifiedUser>>;

/** One JSON call as a person (or signed out with no token): the status and the envelope. */
export async function call(t: TestApp, token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Json) {
  const res = await t.request({
    method,
    url: `/api/v1${url}`,
    // A network of its own per call: the public checks are bounded per network.
    remoteAddress: nextIp(),
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
  return {
    status: res.statusCode,
    body: res.json() as Json & { data: Json; code?: string; message: string; errors?: { field: string }[] },
  };
}

/** The secret of the latest invitation mailed to the address, read from the link's fragment (decision 072). */
export function inviteSecret(t: TestApp, email: string): string {
  const mail = outboxFor(t.dataDir, email).at(-1) ?? '';
  // The text is quoted-printable: soft line breaks joined, `=3D` read back as `=`.
  const text = mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /\/join#token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}

/** The owner invites the address with a role; answers the secret mailed. */
export async function invite(t: TestApp, owner: Person, email: string, role: 'manager' | 'staff' = 'staff'): Promise<string> {
  const res = await call(t, owner.token, 'POST', '/team/invites', { email, role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return inviteSecret(t, email);
}

export const accept = (t: TestApp, person: Person, token: string) =>
  call(t, person.token, 'POST', '/invites/accept', { token, leaveCurrentStudio: true });

/** A new account (on Free, its studio empty) that joins the owner's studio through a mailed invitation. */
export async function joinedMember(t: TestApp, owner: Person, role: 'manager' | 'staff' = 'staff'): Promise<Person & { answer: User }> {
  const person = await createVerifiedUser(t);
  const res = await accept(t, person, await invite(t, owner, person.email, role));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...person, answer: res.body.data.user as User };
}

/** Signs in again with the password, as a person whose sessions were ended would. */
export async function signIn(t: TestApp, person: Person): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    remoteAddress: nextIp(),
    payload: { email: person.email, password: person.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { token: string }).token;
}
