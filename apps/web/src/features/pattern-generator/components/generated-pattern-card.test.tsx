import { DEFAULT_SETTINGS } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query/query-client';
import { setPreferences } from '@/lib/preferences';
import { GeneratedPatternCard, type GeneratedPatternActions } from './generated-pattern-card';
import { generatedPattern } from './generator-fixtures';

afterEach(() => {
  cleanup();
  act(() => {
    setPreferences(DEFAULT_SETTINGS);
    setLanguage(undefined);
  });
});

function renderCard(pattern = generatedPattern(), clientName: string | undefined = 'Grace Hopper') {
  const actions: GeneratedPatternActions = { onEdit: vi.fn(), onMakePublic: vi.fn(), onDelete: vi.fn(), onDownload: vi.fn() };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GeneratedPatternCard pattern={pattern} clientName={clientName} downloading={false} actions={actions} />
    </QueryClientProvider>,
  );
  return actions;
}

describe('a generated pattern in the results of /ai-patterns', () => {
  it("shows 'No description provided', the style, 'Not specified' and 'Watermarked' badges, the placeholder image", () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Formal Skirt' });
    expect(within(card).getByText('No description provided')).toBeTruthy();
    expect(within(card).getByText('Formal')).toBeTruthy();
    expect(within(card).getByText('Not specified')).toBeTruthy();
    expect(within(card).getByText('Watermarked')).toBeTruthy();
    expect(within(card).getByTestId('pattern-image-placeholder')).toBeTruthy();
    const download = within(card).getByRole('button', { name: 'Download PDF of Formal Skirt' });
    expect(document.getElementById(download.getAttribute('aria-describedby') ?? '')?.textContent).toBe('(Watermarked)');
  });

  it('shows the description, the difficulty, Materials Needed and the Instructions as a numbered list, and what drafted it', () => {
    renderCard(generatedPattern({ description: 'For the office', difficulty: 'Beginner', isWatermarked: false }));
    expect(screen.getByText('For the office')).toBeTruthy();
    expect(screen.getByText('Beginner')).toBeTruthy();
    expect(screen.queryByText('Watermarked')).toBeNull();
    expect(
      within(screen.getByTestId('materials'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.2 m of wool, 140 cm wide', '1 invisible zip, 20 cm']);
    const steps = screen.getByTestId('instructions');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('draft-info').textContent).toBe('Drafted with Penelope for Grace Hopper, seam allowance 1 cm.');
    expect(screen.getByRole('button', { name: 'Download PDF of Formal Skirt' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('(Watermarked)')).toBeNull();
  });

  it("downloads on the user's paper unless another is chosen; Make Public only while private", async () => {
    act(() => setPreferences({ ...DEFAULT_SETTINGS, paperSize: 'letter' }));
    const actions = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF of Formal Skirt' }));
    expect(actions.onDownload).toHaveBeenLastCalledWith('letter');
    fireEvent.click(screen.getByRole('button', { name: 'Make Public Formal Skirt' }));
    expect(actions.onMakePublic).toHaveBeenCalled();
    cleanup();
    renderCard(generatedPattern({ isPublic: true }));
    expect(screen.queryByRole('button', { name: 'Make Public Formal Skirt' })).toBeNull();
    expect(screen.getByText('Public')).toBeTruthy();
  });

  it('says an inch seam allowance as a tailor does', () => {
    const pattern = generatedPattern();
    renderCard({ ...pattern, generator: { ...pattern.generator!, unit: 'inches', seamAllowance: 9.525 } }, '');
    expect(screen.getByTestId('draft-info').textContent).toBe('Drafted with Penelope, seam allowance 3/8 in.');
  });

  it('speaks French, the difficulty included', async () => {
    renderCard(generatedPattern({ difficulty: 'Beginner' }));
    act(() => setLanguage('fr'));
    await waitFor(() => expect(screen.getByText('Aucune description fournie')).toBeTruthy());
    expect(screen.getByText('Débutant')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fournitures nécessaires' })).toBeTruthy();
  });

  it('offers no PDF for a pattern without a draft', () => {
    renderCard(generatedPattern({ generator: null }), undefined);
    expect(screen.getByRole('button', { name: 'Download PDF of Formal Skirt' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This pattern has no draft to print.')).toBeTruthy();
  });
});
