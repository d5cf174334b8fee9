import { DEFAULT_SETTINGS, type MeasurementRequest } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { MeasurementRequestsPanel } = await import('./measurement-requests-panel');

const base: MeasurementRequest = {
  _id: 'r1',
  id: 'r1',
  clientId: 'c1',
  garmentType: 'dress',
  templateId: null,
  garmentName: 'Dress',
  unit: 'inches',
  status: 'open',
  fields: [
    { name: 'Bust', hint: '' },
    { name: 'Waist', hint: '' },
    { name: 'Hips', hint: '' },
  ],
  values: [],
  clientNote: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: null,
  decidedAt: null,
  measurementId: null,
};
const submitted: MeasurementRequest = {
  ...base,
  id: 'r2',
  _id: 'r2',
  status: 'submitted',
  submittedAt: '2026-11-21T10:00:00.000Z',
  values: [
    { name: 'Bust', size: 44, flag: 'far-from-previous', previous: { size: 34, unit: 'inches', date: '2026-01-01T00:00:00.000Z' } },
    { name: 'Hips', size: 16, flag: 'implausible', previous: null },
  ],
  clientNote: 'Measured with my sister',
};

function renderPanel(requests: MeasurementRequest[]) {
  const fetchMock = stubApi({
    'GET /clients/c1/measurement-requests': { data: { requests } },
    'POST /measurement-requests/r2/approve': { data: { request: { ...submitted, status: 'approved' }, measurement: {} } },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MeasurementRequestsPanel clientId="c1" clientName="Amaka Obi" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => setPreferences(DEFAULT_SETTINGS));
});

/** Decision 084: what the client sent, beside what was recorded, waits for the studio's word. */
describe('MeasurementRequestsPanel', () => {
  it('shows sent values beside the last recorded ones, flagged ones with the reason in words, and the note', async () => {
    renderPanel([submitted, base]);
    const card = (await screen.findAllByTestId('measurement-request'))[0]!;
    const rows = within(card).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'MeasurementSentLast recorded',
      'BustFar from the last recorded value44 in34 in',
      'WaistNot sentNone',
      'HipsOutside the usual range for this measurement16 inNone',
    ]);
    expect(within(card).getByText('2 values to check')).toBeTruthy();
    expect(within(card).getByText('Measured with my sister')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reject the Dress measurements' })).toBeTruthy();
    // The open request can only be cancelled.
    const open = screen.getAllByTestId('measurement-request')[1]!;
    expect(within(open).getByText('Waiting for the client')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Cancel the request for Dress measurements' })).toBeTruthy();
    expect(within(open).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('approves the values the studio looked at, naming when they were sent', async () => {
    const fetchMock = renderPanel([submitted]);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the Dress measurements' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and record' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/approve'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/approve'))!;
    expect(JSON.parse(String(init.body))).toEqual({ submittedAt: '2026-11-21T10:00:00.000Z' });
  });

  it('shows sizes in the user’s unit, naming the unit they were sent in', async () => {
    setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' });
    renderPanel([submitted]);
    const card = await screen.findByTestId('measurement-request');
    expect(within(card).getAllByRole('row')[1]!.textContent).toBe('BustFar from the last recorded value111.76 cm (44 in)86.36 cm (34 in)');
  });

  it('links an approved request to the client’s records', async () => {
    renderPanel([{ ...submitted, status: 'approved', measurementId: 'm1', decidedAt: '2026-11-22T10:00:00.000Z' }]);
    const link = await screen.findByRole('link', { name: 'See the record' });
    expect(link.getAttribute('href')).toBe('/measurements?tab=history&client=c1');
    expect(screen.queryByRole('button', { name: /Approve|Reject|Cancel/ })).toBeNull();
  });

  it('asks for a garment before sending, under the garment field, in the studio’s unit to start', async () => {
    setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' });
    const fetchMock = renderPanel([]);
    expect(await screen.findByText('No requests yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask to measure at home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Amaka Obi to measure at home' });
    expect(within(dialog).getByRole('combobox', { name: /Unit/ }).textContent).toContain('centimetres');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(within(dialog).getByText('Select a garment')).toBeTruthy());
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toEqual([]);
  });
});
