import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeFromOutbox } from './user';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the sign-up code of a bench user', () => {
  it('is waited for when the mail is written after the sign-up answered, outbox folder included', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-user-'));
    dirs.push(dataDir);
    setTimeout(() => {
      fs.mkdirSync(path.join(dataDir, 'outbox'));
      fs.writeFileSync(path.join(dataDir, 'outbox', '1.eml'), 'To: ada@example.com\nSubject: Your code\n\n    4821\n');
    }, 300);
    await expect(codeFromOutbox(dataDir, 'ada@example.com')).resolves.toBe('4821');
  });
});
