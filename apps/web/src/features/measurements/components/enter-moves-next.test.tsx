import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterMovesNext, NEXT_FIELD } from './enter-moves-next';

describe('enterMovesNext', () => {
  afterEach(cleanup);

  it('moves focus to the next marked field on Enter instead of submitting', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit} onKeyDown={enterMovesNext}>
        <input aria-label="Bust" {...NEXT_FIELD} />
        <input aria-label="Waist" {...NEXT_FIELD} />
        <textarea aria-label="Notes" {...NEXT_FIELD} />
      </form>,
    );
    const bust = screen.getByLabelText('Bust');
    bust.focus();
    fireEvent.keyDown(bust, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('Waist'));
    fireEvent.keyDown(screen.getByLabelText('Waist'), { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('Notes'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
