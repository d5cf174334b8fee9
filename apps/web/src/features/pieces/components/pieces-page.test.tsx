import { ROLE_PERMISSIONS, type DesignerStyle, type Piece } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';
import { standInForMeasures } from '@/test/jsdom-measures';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { PiecesPage } = await import('./pieces-page');

const at = '2026-11-28T10:00:00.000Z';
const designer = { id: 's1', name: 'Pronovias' };
const aurore: DesignerStyle = {
  _id: 'st1',
  id: 'st1',
  designer,
  styleNumber: 'PR-2218',
  name: 'Aurore',
  fabric: '',
  colours: ['Ivory', 'Champagne'],
  sizes: ['8', '10', '12'],
  cost: null,
  retail: null,
  note: '',
  pieces: 1,
  createdAt: at,
  updatedAt: at,
};
const piece = (id: string, code: string, extra: Partial<Piece> = {}): Piece => ({
  _id: id,
  id,
  code,
  style: { id: 'st1', styleNumber: 'PR-2218', name: 'Aurore', designer },
  size: '12',
  colour: 'Ivory',
  condition: 'sample',
  location: 'Rail B',
  note: '',
  rental: null,
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const sample = piece('p1', 'S-0001');

const renderPage = (user = sampleUser(), entry = '/pieces') => renderSignedIn(<PiecesPage />, { path: 'pieces', entry: entry, user });

beforeAll(standInForMeasures);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const list = { 'GET /pieces?limit=50': { data: { pieces: [sample], nextCursor: null } } };

describe('/pieces', () => {
  it('shows each piece by its code with its style, size, condition and place, and adds one of a style found by search', async () => {
    const fetch = stubApi({
      ...list,
      'GET /designer-styles?limit=50': { data: { designerStyles: [aurore], nextCursor: null } },
      'POST /pieces': { status: 201, message: 'Piece added', data: { piece: piece('p2', 'S-0002', { size: '10' }) } },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'S-0001' }));
    expect(card.getByText('Aurore')).toBeTruthy();
    expect(card.getByText('Pronovias · PR-2218')).toBeTruthy();
    expect(card.getByText('Size 12 · Ivory')).toBeTruthy();
    expect(card.getByText('Sample')).toBeTruthy();
    expect(card.getByText('Rail B')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Print tag' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add piece' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add piece' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save piece' }));
    expect(await dialog.findByText('Select a style')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    fireEvent.click(dialog.getByRole('combobox', { name: 'Style' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PR-2218 · Aurore — Pronovias' }));
    expect(dialog.getByText('Made in 8 · 10 · 12')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /^Size/ }), { target: { value: ' 10 ' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Location/ }), { target: { value: 'Salon' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save piece' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({
      styleId: 'st1',
      size: '10',
      colour: '',
      condition: 'new',
      location: 'Salon',
      note: null,
      rental: null,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Piece added'));
  });

  it('keeps one style’s stock when the catalogue’s link asks, until every style is asked for', async () => {
    const fetch = stubApi({
      'GET /pieces?styleId=st1&limit=50': { data: { pieces: [sample], nextCursor: null } },
      ...list,
    });
    renderPage(sampleUser(), '/pieces?styleId=st1&style=Aurore');
    await screen.findByRole('article', { name: 'S-0001' });
    expect(screen.getByText('Stock of Aurore')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every style' }));
    await waitFor(() => expect(screen.queryByText('Stock of Aurore')).toBeNull());
    expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringMatching(/\/pieces\?limit=50$/));
  });

  it('gives staff the list and the tags without adding, editing or deleting', async () => {
    stubApi(list);
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    const card = within(await screen.findByRole('article', { name: 'S-0001' }));
    expect(card.getByRole('button', { name: 'Print tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add piece' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit S-0001' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete S-0001' })).toBeNull();
  });
});
