import { DEFAULT_SETTINGS, ROLE_PERMISSIONS, type Service } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { ServicesPage } = await import('./services-page');

const at = '2026-11-25T10:00:00.000Z';
const service = (id: string, name: string, over: Partial<Service> = {}): Service => ({
  _id: id,
  id,
  name,
  price: 15,
  minutes: 30,
  stage: 'Sewing',
  garmentType: 'pants',
  active: true,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const hem = service('s1', 'Hem trousers');
const button = service('s2', 'Sew on a button', { price: 3, minutes: 5, stage: '', garmentType: null, active: false });

const renderPage = (user = sampleUser()) => renderSignedIn(<ServicesPage />, { path: 'services', user });

beforeAll(() => {
  // jsdom lacks what Radix's checkbox and select measure with; none of it affects what is tested.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setPreferences(DEFAULT_SETTINGS);
});

const list = { 'GET /services?limit=50': { data: { services: [hem, button], nextCursor: null } } };

describe('/services (decision 150)', () => {
  it('lists each service with its price, time, stage and garment, and marks one no longer offered', async () => {
    stubApi(list);
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Hem trousers' }));
    expect(card.getByText('30 min · Sewing · Pants')).toBeTruthy();
    expect(card.getByTestId('service-price').textContent).toMatch(/15\.00/);
    const off = within(screen.getByRole('article', { name: 'Sew on a button' }));
    expect(off.getByText('5 min')).toBeTruthy();
    expect(off.getByText('Not offered')).toBeTruthy();
  });

  it('adds a service with its price typed with a comma, after refusing a price that is no amount', async () => {
    const fetch = stubApi({
      ...list,
      'POST /services': { status: 201, message: 'Service added', data: { service: service('s3', 'Take in waist', { price: 25.5 }) } },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Hem trousers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Service' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Take in waist' } });
    fireEvent.change(dialog.getByLabelText(/^Price/), { target: { value: '25.505' } });
    fireEvent.change(dialog.getByLabelText('Standard time (minutes)'), { target: { value: '45' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Service' }));
    expect(await dialog.findByText(/Write the price as a number/)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText(/^Price/), { target: { value: '25,50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Service' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({ name: 'Take in waist', price: 25.5, minutes: 45, active: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Service added'));
  });

  it('shows the server’s refusal of a name already used under the name', async () => {
    const taken = 'The price list already has a service named hem trousers';
    stubApi({
      ...list,
      'POST /services': {
        status: 422,
        data: { success: false, code: 'VALIDATION_ERROR', message: taken, errors: [{ field: 'name', message: taken }] },
      },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Hem trousers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Service' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'hem trousers' } });
    fireEvent.change(dialog.getByLabelText(/^Price/), { target: { value: '15' } });
    fireEvent.change(dialog.getByLabelText('Standard time (minutes)'), { target: { value: '30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Service' }));
    expect(await dialog.findByText(taken)).toBeTruthy();
  });

  it('gives staff the list without prices, adding, editing or deleting', async () => {
    stubApi({ 'GET /services?limit=50': { data: { services: [{ ...hem, price: null }], nextCursor: null } } });
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    const card = within(await screen.findByRole('article', { name: 'Hem trousers' }));
    expect(card.queryByTestId('service-price')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Service' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Hem trousers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Hem trousers' })).toBeNull();
  });
});
