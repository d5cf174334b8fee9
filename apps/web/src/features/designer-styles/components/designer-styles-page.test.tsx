import { ROLE_PERMISSIONS, type DesignerStyle } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { DesignerStylesPage } = await import('./designer-styles-page');

const at = '2026-11-28T10:00:00.000Z';
const record = (id: string, name: string, note = '', pieces = 0): DesignerStyle => ({
  _id: id,
  id,
  designer: { id: 's1', name: 'Pronovias' },
  styleNumber: `PR-${id}`,
  name,
  fabric: '',
  colours: [],
  sizes: [],
  cost: null,
  retail: null,
  note,
  pieces,
  createdAt: at,
  updatedAt: at,
});
const first = record('r1', 'First', 'By the window', 3);

const renderPage = (user = sampleUser()) => renderSignedIn(<DesignerStylesPage />, { path: 'designer-styles', user });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const list = {
  'GET /designer-styles?limit=50': { data: { designerStyles: [first], nextCursor: null } },
  'GET /suppliers?limit=50': { data: { suppliers: [], nextCursor: null } },
};

describe('/designer-styles, the catalogue', () => {
  it('lists each style with its designer and number, refuses a style without them, and edits one', async () => {
    const fetch = stubApi({
      ...list,
      'PATCH /designer-styles/r1': { message: 'Style updated', data: { designerStyle: record('r1', 'Élise') } },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'First' }));
    expect(card.getByText('Pronovias · PR-r1')).toBeTruthy();
    expect(card.getByText('By the window')).toBeTruthy();
    // Its stock opens the pieces of this style alone.
    expect(card.getByRole('link', { name: '3 pieces in stock' }).getAttribute('href')).toBe('/pieces?styleId=r1&style=First');

    fireEvent.click(screen.getByRole('button', { name: 'Add style' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add style' }));
    expect(await dialog.findByText('Add the designer in Suppliers first.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Save style' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    expect(dialog.getByText('Style number is required')).toBeTruthy();
    expect(dialog.getByText('Select a designer')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(card.getByRole('button', { name: 'Edit First' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit style' }));
    fireEvent.change(edit.getByLabelText('Name'), { target: { value: ' Élise ' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fetch.mock.calls.find(([, init]) => init.method === 'PATCH')!;
    expect(JSON.parse(patch[1].body as string)).toEqual({
      designerId: 's1',
      styleNumber: 'PR-r1',
      name: 'Élise',
      fabric: null,
      colours: [],
      sizes: [],
      cost: null,
      retail: null,
      note: 'By the window',
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Style updated'));
  });

  it('gives staff the list without adding, editing or deleting', async () => {
    stubApi(list);
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    await screen.findByRole('article', { name: 'First' });
    expect(screen.queryByRole('button', { name: 'Add style' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit First' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete First' })).toBeNull();
  });

  it('says a style’s pieces go with it before it is deleted', async () => {
    stubApi(list);
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'First' }));
    fireEvent.click(card.getByRole('button', { name: 'Delete First' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete style' }));
    expect(dialog.getByText(/Its 3 pieces in stock are deleted with it/)).toBeTruthy();
  });
});
