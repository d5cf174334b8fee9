import { describe, expect, it, vi } from 'vitest';

describe('the bench run', () => {
  it('runs the next section after one crashes, and ends with exit code 1 naming it', async () => {
    vi.resetModules();
    const { finish, section } = await import('./outcome');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const ran: string[] = [];
    await section('lists', async () => {
      ran.push('lists');
      throw new Error("ENOENT: no such file or directory, scandir '/tmp/x/outbox'");
    });
    await section('invoices', async () => {
      ran.push('invoices');
    });
    expect(ran).toEqual(['lists', 'invoices']);
    expect(finish()).toBe(1);
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toMatch(/section lists: Error: ENOENT/);
    vi.restoreAllMocks();
  });

  it('fails the run for a figure that was not taken, though its section went on', async () => {
    vi.resetModules();
    const { finish, notMeasured, section } = await import('./outcome');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await section('lists', async () => notMeasured('/clients page in Chromium (postgres)', new Error('Timeout 60000ms exceeded')));
    expect(finish()).toBe(1);
    vi.restoreAllMocks();
  });

  it('exits 0 when everything was measured', async () => {
    vi.resetModules();
    const { finish, section } = await import('./outcome');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await section('foundation', async () => {});
    expect(finish()).toBe(0);
    vi.restoreAllMocks();
  });
});
