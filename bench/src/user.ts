import fs from 'node:fs';
import path from 'node:path';

async function post(url: string, body: unknown): Promise<{ data: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data: Record<string, unknown>; message: string };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${json.message}`);
  return json;
}

/** The newest mailed code for `email`, or undefined while its mail is not written (or the outbox not made) yet. */
function codeInOutbox(dataDir: string, email: string): string | undefined {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const mail = fs.readFileSync(path.join(dir, file), 'utf8');
    const code = mail.includes(`To: ${email}`) ? mail.match(/^\s+(\d{4})\s*$/m)?.[1] : undefined;
    if (code) return code;
  }
  return undefined;
}

/**
 * The server answers the sign-up before its mail is on disk (mail is sent after the answer), so the
 * code is waited for, up to 15 s, rather than read once.
 */
export async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const code = codeInOutbox(dataDir, email);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs up, verifies with the mailed code and signs in (30-day session). */
export async function createBenchUser(
  baseUrl: string,
  dataDir: string,
  plan = 'premium',
  email = `bench-${Date.now().toString(36)}@example.com`,
) {
  const password = 'bench-password-123';
  const api = `${baseUrl}/api/v1`;
  await post(`${api}/auth/signup`, { firstName: 'Bench', lastName: 'Mark', email, password, agreeToTerms: true, selectedPlan: plan });
  await post(`${api}/auth/verify-otp`, { email, otp: await codeFromOutbox(dataDir, email) });
  const { data } = await post(`${api}/auth/signin`, { email, password, rememberMe: true });
  return { email, token: data.token as string, userId: (data.user as { id: string }).id };
}
