import { GARMENT_TEMPLATES, measurementHint } from '@atelier/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MeasurementFields } from './measurement-fields';
import { emptyMeasurementForm, type MeasurementFormValues } from './measurement-form';

function Form({ initial }: { initial: MeasurementFormValues }) {
  const [values, setValues] = useState(initial);
  return <MeasurementFields values={values} onChange={setValues} errors={{}} clearError={() => {}} />;
}

const dress = (): MeasurementFormValues => ({ ...emptyMeasurementForm('c1', 'inches'), garmentType: 'dress' });
const figures = (container: HTMLElement) => container.querySelectorAll('[data-measurement-figure]');
/** The text an input's aria-describedby gives a screen reader. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** Whether a hint is on screen: the hints of other fields are kept for screen readers only. */
const hintShown = (text: string) => !screen.getByText(text).classList.contains('sr-only');

describe('the studio form shows how to measure the field being entered (decision 136)', () => {
  afterEach(cleanup);

  it('shows no figure and no hint on screen before a size field is entered, yet every field describes itself', () => {
    const { container } = render(<Form initial={dress()} />);
    expect(GARMENT_TEMPLATES.dress).toHaveLength(17);
    expect(figures(container)).toHaveLength(0);
    for (const name of GARMENT_TEMPLATES.dress) {
      const hint = measurementHint(name, 'en');
      expect(hintShown(hint), name).toBe(false);
      expect(description(screen.getByRole('textbox', { name }))).toContain(hint);
    }
  });

  it('shows the hint and one figure for the focused field, and moves them with the focus', () => {
    const { container } = render(<Form initial={dress()} />);
    const bustHint = measurementHint('Bust', 'en');
    const waistHint = measurementHint('Waist', 'en');

    fireEvent.focus(screen.getByRole('textbox', { name: 'Bust' }));
    expect(hintShown(bustHint)).toBe(true);
    expect(hintShown(waistHint)).toBe(false);
    expect(figures(container)).toHaveLength(1);
    const figure = figures(container)[0]!;
    expect(figure.getAttribute('data-measurement-figure')).toBe('Bust');
    expect(figure.getAttribute('aria-hidden')).toBe('true');
    expect(figure.querySelector('svg')?.getAttribute('data-spot')).toBe('chest');

    fireEvent.focus(screen.getByRole('textbox', { name: 'Waist' }));
    expect(hintShown(bustHint)).toBe(false);
    expect(hintShown(waistHint)).toBe(true);
    expect(figures(container)).toHaveLength(1);
    expect(figures(container)[0]!.querySelector('svg')?.getAttribute('data-spot')).toBe('waist');
  });

  it('keeps the last entered field guided while the notes are written', () => {
    const { container } = render(<Form initial={dress()} />);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Under-bust' }));
    fireEvent.focus(screen.getByRole('textbox', { name: /notes/i }));
    expect(hintShown(measurementHint('Under-bust', 'en'))).toBe(true);
    expect(figures(container)[0]!.querySelector('svg')?.getAttribute('data-spot')).toBe('underbust');
  });
});
