import { DEFAULT_SETTINGS, type Measurement, type MeasurementRecord } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { setPreferences } from '@/lib/preferences';
import { createQueryClient } from '@/lib/query/query-client';
import { stubApi } from '@/test/stub-api';
import { MeasurementCard } from './measurement-card';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();

const measurement: Measurement = {
  _id: 'm1',
  id: 'm1',
  clientId: 'c1',
  garmentType: 'dress',
  templateId: null,
  garmentName: 'Dress',
  takenBy: 'studio',
  measurements: [
    { name: 'Bust', size: 32, unit: 'inches' },
    { name: 'Waist', size: 71, unit: 'cm' },
  ],
  notes: '',
  createdAt: '2025-03-01T23:30:00.000Z',
  updatedAt: '2025-03-01T23:30:00.000Z',
};

const valueOf = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe('MeasurementCard in the user preferences', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => {
      setPreferences(DEFAULT_SETTINGS);
      setLanguage(undefined);
    });
  });

  it('shows values in cm when the preference says cm, naming the unit they were taken in, and follows a change at once', () => {
    setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' });
    render(<MeasurementCard measurement={measurement} clientName="Grace Hopper" onEdit={() => {}} onDelete={() => {}} />);
    expect(valueOf('Bust')).toBe('81.28 cm (32 in)');
    expect(valueOf('Waist')).toBe('71 cm');

    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'inches' }));
    expect(valueOf('Bust')).toBe('32 in');
    expect(valueOf('Waist')).toBe('27.95 in (71 cm)');
  });

  it('shows inches as a tailor writes them and an angle in degrees, never in or cm (decision 124)', () => {
    const record = {
      ...measurement,
      measurements: [
        { name: 'Bust', size: 34.25, unit: 'inches' as const },
        { name: 'Waist', size: 27.1875, unit: 'inches' as const },
        { name: 'Shoulder Slope', size: 13, unit: 'inches' as const },
      ],
    };
    render(<MeasurementCard measurement={record} clientName="Grace Hopper" onEdit={() => {}} onDelete={() => {}} />);
    expect(valueOf('Bust')).toBe('34¼ in');
    expect(valueOf('Waist')).toBe('27 3/16 in');
    expect(valueOf('Shoulder Slope')).toBe('13°');
    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
    expect(valueOf('Bust')).toBe('87 cm (34¼ in)');
    expect(valueOf('Shoulder Slope')).toBe('13°');
  });

  it("dates the record in the user's zone", () => {
    setPreferences({ ...DEFAULT_SETTINGS, timezone: 'America/New_York' });
    render(<MeasurementCard measurement={measurement} clientName="Grace Hopper" onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.getByText('Mar 1, 2025')).toBeTruthy();
    act(() => setPreferences({ ...DEFAULT_SETTINGS, timezone: 'Asia/Tokyo' }));
    expect(screen.getByText('Mar 2, 2025')).toBeTruthy();
  });

  it('speaks French when the language preference is French', async () => {
    setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' });
    render(<MeasurementCard measurement={measurement} clientName="Grace Hopper" onEdit={() => {}} onDelete={() => {}} />);
    act(() => setLanguage('fr'));
    await waitFor(() => expect(screen.getByText('Tour de poitrine')).toBeTruthy());
    expect(valueOf('Tour de poitrine')).toBe('81,28 cm (32 po)');
    expect(screen.getByText('Robe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifier la mesure Robe de Grace Hopper' })).toBeTruthy();
  });

  it("opens the record's changes, read from the record, newest first, in English and French (decision 130)", async () => {
    const record: MeasurementRecord = {
      ...measurement,
      revisions: [
        {
          id: 'r2',
          name: 'Waist',
          from: 27.25,
          fromUnit: 'inches',
          to: 27.5,
          unit: 'inches',
          by: { id: 'u1', name: 'Ada Obi' },
          at: '2026-09-03T10:00:00.000Z',
        },
        { id: 'r1', name: 'Bust', from: 32, fromUnit: 'inches', to: null, unit: 'inches', by: null, at: '2026-09-02T10:00:00.000Z' },
      ],
    };
    const api = stubApi({ 'GET /measurements/m1': { data: { measurement: record } } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MeasurementCard measurement={measurement} clientName="Grace Hopper" onEdit={() => {}} onDelete={() => {}} />
      </QueryClientProvider>,
    );
    // Closed, nothing is read.
    const toggle = screen.getByRole('button', { name: 'Show changes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Changes to the Dress measurement of Grace Hopper' });
    expect(screen.getByRole('button', { name: 'Hide changes' }).getAttribute('aria-expanded')).toBe('true');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Waist 27¼ → 27½ in, Ada Obi, Sep 3, 2026', 'Bust removed, was 32 in, a former member, Sep 2, 2026']);

    act(() => setLanguage('fr'));
    await waitFor(() => expect(screen.getByText('Tour de taille 27¼ → 27½ po, Ada Obi, 3 sept. 2026')).toBeTruthy());
    expect(screen.getByText('Tour de poitrine retiré, était 32 po, un ancien membre, 2 sept. 2026')).toBeTruthy();
  });

  it('says when the client took the measurements at home, and only then (decision 084)', () => {
    const { rerender } = render(
      <MeasurementCard measurement={measurement} clientName="Grace Hopper" onEdit={() => {}} onDelete={() => {}} />,
    );
    expect(screen.queryByText('Taken by the client')).toBeNull();
    rerender(
      <MeasurementCard
        measurement={{ ...measurement, takenBy: 'client' }}
        clientName="Grace Hopper"
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByText('Taken by the client')).toBeTruthy();
  });
});
