import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';

// No dialog is held shut by a request that does not answer (offline, a hung server): Cancel, Escape
// and × always close it, while the action's own button stays held (decision 107).
afterEach(cleanup);

function SavingForm({ onClose }: { onClose: () => void }) {
  return (
    <FormDialog title="Edit measurement" description="Edit the values." formId="f" submitLabel="Save" isSaving onClose={onClose}>
      <form id="f">
        <label htmlFor="chest">Chest</label>
        <input id="chest" />
      </form>
    </FormDialog>
  );
}

describe('a dialog while its request is pending', () => {
  it.each([
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['×', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ])('a form being saved closes with %s, its submit button still held', (_how, close) => {
    const onClose = vi.fn();
    render(<SavingForm onClose={onClose} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Save/ }).disabled).toBe(true);
    close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a question whose action never answers closes with Cancel', async () => {
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        title="Delete?"
        description="It goes."
        confirmLabel="Delete"
        action={() => new Promise(() => undefined)}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: /Delete/ }).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
