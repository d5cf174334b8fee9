import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkipLink } from '@/components/ui/skip-link';
import { i18n, locale, setLanguage, syncDocumentLanguage, useMessages } from './i18n';

// A catalog with no French file: it stays English and must not hold the others back.
const untranslated = i18n('test-untranslated', { text: 'Only in English' });

function Untranslated() {
  const t = useMessages(untranslated);
  return <p>{t.text}</p>;
}

afterEach(() => {
  cleanup();
  act(() => setLanguage(undefined));
});

describe('switching the language (decision 021)', () => {
  it('re-renders a mounted component in French and back in English', async () => {
    render(<SkipLink />);
    expect(screen.getByRole('link').textContent).toBe('Skip to main content');

    act(() => setLanguage('fr'));
    expect(await screen.findByText('Aller au contenu principal')).toBeTruthy();

    act(() => setLanguage('en'));
    expect(await screen.findByText('Skip to main content')).toBeTruthy();
  });

  it('translates the others when a namespace on screen has no French file', async () => {
    render(
      <>
        <Untranslated />
        <SkipLink />
      </>,
    );
    act(() => setLanguage('fr'));
    expect(await screen.findByText('Aller au contenu principal')).toBeTruthy();
    expect(screen.getByText('Only in English')).toBeTruthy();
  });

  it('falls back to English for a language it does not have', () => {
    act(() => setLanguage('ja'));
    expect(locale.get()).toBe('en');
  });

  it('keeps <html lang> on the current language', () => {
    const stop = syncDocumentLanguage();
    act(() => setLanguage('fr'));
    expect(document.documentElement.lang).toBe('fr');
    act(() => setLanguage('en'));
    expect(document.documentElement.lang).toBe('en');
    stop();
  });
});
