import { DEFAULT_SETTINGS, type Measurement } from '@atelier/shared';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { setPreferences } from '@/lib/preferences';
import { MeasurementCard } from './measurement-card';

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
