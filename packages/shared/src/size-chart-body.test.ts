import { describe, expect, it } from 'vitest';
import { bodyFromMeasurements } from './size-chart-body.js';

describe('bodyFromMeasurements', () => {
  it('reads a suit’s chest and seat as the chart’s bust and hips, and the bust first when a record has both', () => {
    const suit = [
      { name: 'Chest', size: 41.75, unit: 'inches' },
      { name: 'Seat', size: 104, unit: 'cm' },
      { name: 'Sleeve', size: 25, unit: 'inches' },
    ];
    expect(bodyFromMeasurements(suit)).toEqual({ unit: 'inches', values: { bust: 41.75, hips: 41 } });
    const both = [
      { name: 'chest', size: 96, unit: 'cm' },
      { name: 'Bust', size: 91.4, unit: 'cm' },
    ];
    expect(bodyFromMeasurements(both)).toEqual({ unit: 'cm', values: { bust: 91.4 } });
    expect(bodyFromMeasurements([{ name: 'Inseam', size: 80, unit: 'cm' }])).toBeNull();
  });
});
