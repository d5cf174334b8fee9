import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { FormDialog } from './form-dialog';
import { standInForMeasures } from '@/test/jsdom-measures';

// Keyboard use: dialogs open on their first field (confirmations on Cancel), and give focus back to
// whatever opened them, also a menu item that is gone by then.

beforeAll(standInForMeasures);
afterEach(cleanup);

function ClientForm({ onClose }: { onClose: () => void }) {
  return (
    <FormDialog title="Add Client" description="Add a new client." formId="f" submitLabel="Save Client" isSaving={false} onClose={onClose}>
      <form id="f">
        <label htmlFor="name">Name</label>
        <input id="name" />
      </form>
    </FormDialog>
  );
}

/** A card-like page: a button opens a dialog that is mounted only while open, as the screens do. */
function ButtonOpened({ removeOpenerOnClose = false }: { removeOpenerOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      {!gone && <button onClick={() => setOpen(true)}>Add Client</button>}
      {open && (
        <ClientForm
          onClose={() => {
            setOpen(false);
            if (removeOpenerOnClose) setGone(true);
          }}
        />
      )}
    </main>
  );
}

function MenuOpened() {
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <DropdownMenu>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete Client"
        description="This action cannot be undone."
        confirmLabel="Delete"
        confirmVariant="destructive"
        action={() => Promise.resolve()}
      />
    </main>
  );
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('dialog focus', () => {
  it('opens on the first field, not the Close button, and returns to the opener on Escape and Cancel', async () => {
    render(<ButtonOpened />);
    const opener = screen.getByRole('button', { name: 'Add Client' });
    for (const close of [escape, () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))]) {
      act(() => opener.focus());
      fireEvent.click(opener);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
      close();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });

  it('falls back to the main content when the opener went away', async () => {
    render(<ButtonOpened removeOpenerOnClose />);
    const opener = screen.getByRole('button', { name: 'Add Client' });
    act(() => opener.focus());
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    escape();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('opened from a menu item: starts on Cancel, and returns to the menu trigger', async () => {
    render(<MenuOpened />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    await waitFor(() => expect(document.activeElement).toBe(item));
    fireEvent.keyDown(item, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Client' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    expect(dialog.contains(document.activeElement)).toBe(true);
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
