import fs from 'node:fs';
import path from 'node:path';

async function post(url: string, body: unknown): Promise<{ data: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data: Record<string, unknown>; message: string };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${json.message}`);
  return json;
}

function codeFromOutbox(dataDir: string, email: string): string {
  const dir = path.join(dataDir, 'outbox');
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const mail = fs.readFileSync(path.join(dir, file), 'utf8');
    const code = mail.includes(`To: ${email}`) ? mail.match(/^\s+(\d{4})\s*$/m)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error(`no code for ${email}`);
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
  await post(`${api}/auth/verify-otp`, { email, otp: codeFromOutbox(dataDir, email) });
  const { data } = await post(`${api}/auth/signin`, { email, password, rememberMe: true });
  return { email, token: data.token as string, userId: (data.user as { id: string }).id };
}
