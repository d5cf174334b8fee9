import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOutbox, setOutboxStudio, type QueuedChange } from '@/lib/offline/outbox';
import { UnsyncedDialog } from './unsynced-dialog';

const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/lib/offline/device-store', async () => (await import('@/test/memory-device-store')).memoryDeviceStore(stored));

const newClient = (id: string, studio: QueuedChange['studio'], label: string): QueuedChange => ({
  id,
  method: 'POST',
  path: '/clients',
  body: { name: label },
  ifMatch: null,
  recordPath: null,
  createsId: `tmp-${id}`,
  studio,
  label: `New client ${label}`,
  createdAt: '2026-11-25T09:00:00.000Z',
  state: 'waiting',
  error: null,
});

beforeEach(async () => {
  stored.set('outbox:u1', [
    newClient('k1', { id: 'studio-a', name: 'Maison Obi' }, 'Amara Obi'),
    newClient('k2', { id: 'studio-b', name: 'Atelier Lune' }, 'Bea Lune'),
  ]);
  // Removed from Maison Obi, the person signed in again in their own studio.
  setOutboxStudio('studio-b');
  await loadOutbox('u1');
});
afterEach(async () => {
  cleanup();
  setOutboxStudio(null);
  await loadOutbox(null);
});

describe('changes made in a studio the person left (decision 107)', () => {
  it('are listed as made there, with Discard only; those of the current studio wait as usual', () => {
    render(<UnsyncedDialog onClose={() => undefined} />);
    const [elsewhere, here] = within(screen.getByRole('list', { name: 'Changes not synced' })).getAllByRole('listitem');
    expect(elsewhere!.textContent).toContain('Made in Maison Obi, which you are no longer part of.');
    expect(
      within(elsewhere!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Discard']);
    expect(within(elsewhere!).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(here!.textContent).toContain('Waiting to be sent.');
  }, 20_000);
});
