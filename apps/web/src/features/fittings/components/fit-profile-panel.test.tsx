import type { FitProfile, FitProfileEntry } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { FitProfilePanel } = await import('./fit-profile-panel');

const entry = (id: string, name: string, change: number, extra: Partial<FitProfileEntry> = {}): FitProfileEntry => ({
  _id: id,
  id,
  target: 'measurement',
  name,
  design: null,
  change,
  unit: 'cm',
  reason: '',
  retiredAt: null,
  position: 0,
  fittingId: 'f1',
  projectId: 'p1',
  projectName: 'Ivory gown',
  fittedOn: '2030-03-12T10:00:00.000Z',
  worn: { undergarments: '', shoes: '', heelHeightMm: 90, other: '' },
  ...extra,
});

const waist = entry('k1', 'Waist', 2, { reason: 'Tight' });
const hem = entry('k2', 'Hem', -3);
const profile: FitProfile = { clientId: 'c1', inForce: [waist, hem], retired: [] };
const after: FitProfile = { clientId: 'c1', inForce: [hem], retired: [{ ...waist, retiredAt: '2030-04-01T00:00:00.000Z' }] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Decision 086: the corrections in force beside the measurement history, retired and restored there. */
describe('FitProfilePanel', () => {
  it('lists the corrections in force with their fitting, and retires one into the retired list', async () => {
    const fetchMock = stubApi({
      'GET /clients/c1/fit-profile': { data: { profile } },
      'POST /fit-corrections/k1/retire': { data: { profile: after } },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FitProfilePanel clientId="c1" />
      </QueryClientProvider>,
    );
    const panel = await screen.findByRole('region', { name: 'Fit profile' });
    const entries = await within(panel).findAllByTestId('fit-profile-entry');
    expect(entries.map((e) => e.querySelector('p')?.textContent)).toEqual(['+2 cm Waist — Tight', '−3 cm Hem']);
    expect(entries[0]!.textContent).toContain('Ivory gown');
    expect(entries[0]!.textContent).toContain('heels 9 cm');
    fireEvent.click(within(panel).getByRole('button', { name: 'Retire +2 cm Waist — Tight' }));
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Retired corrections' })).toBeTruthy());
    expect(within(panel).getByRole('button', { name: 'Restore +2 cm Waist — Tight' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/fit-corrections/k1/retire') && init.method === 'POST')).toBe(
      true,
    );
  });

  it('says when no correction is in force', async () => {
    stubApi({ 'GET /clients/c1/fit-profile': { data: { profile: { clientId: 'c1', inForce: [], retired: [] } } } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FitProfilePanel clientId="c1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No corrections in force.')).toBeTruthy();
  });
});
