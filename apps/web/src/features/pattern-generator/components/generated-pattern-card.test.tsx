import { DEFAULT_SETTINGS } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query/query-client';
import { setPreferences } from '@/lib/preferences';
import { GeneratedPatternCard, type GeneratedPatternActions } from './generated-pattern-card';
import { stubApi } from '@/test/stub-api';
import { fittedPattern, generatedPattern } from './generator-fixtures';

beforeAll(() => {
  // Radix Select asks for these, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
    expect(screen.getByTestId('draft-info').textContent).toBe(
      'Drafted with Pencil skirt (Penelope) for Grace Hopper, seam allowance 1 cm.',
    );
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
    expect(screen.getByTestId('draft-info').textContent).toBe('Drafted with Pencil skirt (Penelope), seam allowance 3/8 in.');
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

  it('says what the fit profile changed, lists what it could not apply, and names the version', async () => {
    stubApi({ 'GET /patterns/p2/versions': { data: { versions: [] } } });
    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
    renderCard(fittedPattern());
    expect(screen.getByTestId('fit-line').textContent).toMatch(
      /^Fitted to Amara: Waist \+2 cm \(fitting (12 Mar|Mar 12), heels 9 cm\), waistEase \+2 % \(fitting (12 Mar|Mar 12)\)$/,
    );
    const details = within(screen.getByTestId('fit-details'));
    expect(details.getByText('Waist: 70 cm → 72 cm')).toBeTruthy();
    expect(details.getByText(/^\+2 cm, fitting of .*; why: tight when seated; wore heels 9 cm$/)).toBeTruthy();
    expect(screen.getByTestId('fit-not-applied').textContent).toBe(
      'Not applied: Inseam +1 cm — Bodice with sleeves (Bella) does not use Inseam',
    );
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compare with version 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-draft with this fitting: Formal Skirt' })).toBeTruthy();
  });

  it('shows the fit line in inches for a user who measures in inches', () => {
    stubApi({ 'GET /patterns/p2/versions': { data: { versions: [] } } });
    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'inches' }));
    renderCard(fittedPattern());
    expect(screen.getByTestId('fit-line').textContent).toMatch(/Waist \+0\.79 in/);
  });

  it('names the corrections the design refused when a re-draft is refused, the dialog staying open, and retires one there', async () => {
    const fetchMock = stubApi({
      'GET /patterns/p2/versions': { data: { versions: [] } },
      'GET /clients/c1/fit-profile': { data: { profile: { clientId: 'c1', inForce: [], retired: [] } } },
      'POST /patterns/p2/redraft': {
        status: 422,
        data: {
          success: false,
          status_code: 422,
          code: 'FIT_CORRECTION_REFUSED',
          message: 'Refused',
          errors: [{ field: 'fitProfile.k1', message: 'Waist +30 cm (fitting of 2026-03-12) takes Waist past what Bella drafts' }],
        },
      },
      'POST /fit-corrections/k1/retire': { data: { profile: { clientId: 'c1', inForce: [], retired: [] } } },
    });
    renderCard(fittedPattern());
    fireEvent.click(screen.getByRole('button', { name: 'Re-draft with this fitting: Formal Skirt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-draft with a fitting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-draft' }));
    const refused = await within(dialog).findByTestId('fit-refused');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Waist +30 cm (fitting of 2026-03-12) takes Waist past what Bella draftsRetire']);
    fireEvent.click(
      within(refused).getByRole('button', {
        name: 'Retire the correction: Waist +30 cm (fitting of 2026-03-12) takes Waist past what Bella drafts',
      }),
    );
    await waitFor(() => expect(within(dialog).queryByTestId('fit-refused')).toBeNull());
    expect(fetchMock.mock.calls.some(([url, init]) => url.endsWith('/fit-corrections/k1/retire') && init.method === 'POST')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Re-draft' })).toBeTruthy();
  });
});
