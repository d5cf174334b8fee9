import { measurementName } from '@atelier/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n/i18n';
import { useLabels } from './labels';

function Named({ name }: { name: string }) {
  const labels = useLabels();
  return (
    <p>
      {labels.measurement(name)} ({labels.unit('inches')})
    </p>
  );
}

afterEach(() => {
  cleanup();
  act(() => setLanguage(undefined));
});

describe('measurement names on screen (decision 137)', () => {
  it('come in French with the rest of the labels, from the names the pattern PDFs read', async () => {
    render(<Named name="Shoulder to Bust Point" />);
    expect(screen.getByText('Shoulder to Bust Point (in)')).toBeTruthy();
    act(() => setLanguage('fr'));
    // The name and the unit arrive together: never a French name beside an English unit.
    expect(await screen.findByText(`${measurementName('Shoulder to Bust Point', 'fr')} (po)`)).toBeTruthy();
    expect(screen.getByText('Hauteur de poitrine (po)')).toBeTruthy();
  });

  it('keeps a studio’s own name as written', async () => {
    render(<Named name="Agbada Drop" />);
    act(() => setLanguage('fr'));
    expect(await screen.findByText('Agbada Drop (po)')).toBeTruthy();
  });
});
