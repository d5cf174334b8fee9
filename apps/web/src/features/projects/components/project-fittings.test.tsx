import type { Fitting, Project } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { ProjectFittings } = await import('./project-fittings');

const project = { id: 'p1', name: 'Ivory gown', clientId: { id: 'c1', _id: 'c1', name: 'Amara' } } as unknown as Project;
const fitting: Fitting = {
  _id: 'f1',
  id: 'f1',
  projectId: 'p1',
  clientId: 'c1',
  eventId: null,
  fittedOn: '2030-03-12T10:00:00.000Z',
  worn: { undergarments: 'Strapless bra', shoes: 'Courts', heelHeightMm: 90, other: '' },
  notes: '',
  corrections: [
    {
      _id: 'k1',
      id: 'k1',
      target: 'measurement',
      name: 'Waist',
      design: null,
      change: 2,
      unit: 'cm',
      reason: 'Tight',
      retiredAt: null,
      position: 0,
    },
    {
      _id: 'k2',
      id: 'k2',
      target: 'measurement',
      name: 'Hem',
      design: null,
      change: -3,
      unit: 'cm',
      reason: '',
      retiredAt: null,
      position: 1,
    },
  ],
  createdById: 'u1',
  createdAt: '2030-03-12T10:00:00.000Z',
  updatedAt: '2030-03-12T10:00:00.000Z',
};

function renderSection(fittings: Fitting[]) {
  const fetchMock = stubApi({
    'GET /projects/p1/fittings': { data: { fittings } },
    'GET /photos?subject=fitting&subjectId=f1': { data: { photos: [] } },
    'POST /projects/p1/fittings': { status: 201, data: { fitting } },
    'GET /fit-options/bella': { data: { design: 'bella', options: [{ name: 'waistEase', units: ['%'] }] } },
    // The client's own records: a studio template's measurement among them.
    'GET /clients/c1/measurements': {
      data: {
        measurements: [
          { id: 'm2', garmentType: 'other', measurements: [{ name: 'Nape to waist', size: 16, unit: 'inches' }] },
          {
            id: 'm1',
            garmentType: 'dress',
            measurements: [
              { name: 'Waist', size: 28, unit: 'inches' },
              { name: 'Nape to waist', size: 16, unit: 'inches' },
            ],
          },
        ],
      },
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProjectFittings project={project} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Decision 086: a project's fittings in its details. */
describe('ProjectFittings', () => {
  it('lists each fitting with what was worn and its corrections in words', async () => {
    renderSection([fitting]);
    const item = await screen.findByTestId('fitting');
    expect(within(item).getByText('Wore: Strapless bra, Courts, heels 9 cm')).toBeTruthy();
    expect(
      within(item)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['+2 cm Waist — Tight', '−3 cm Hem']);
    expect(within(item).getByRole('button', { name: /^Edit the fitting of / })).toBeTruthy();
  });

  it('records a fitting with a correction row added from the keyboard', async () => {
    const fetchMock = renderSection([]);
    expect(await screen.findByText('No fittings recorded yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record fitting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record fitting' });
    fireEvent.change(within(dialog).getByLabelText(/Shoes/), { target: { value: 'Courts' } });
    fireEvent.change(within(dialog).getByLabelText(/Heel height/), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add correction' }));
    const row = within(dialog).getByRole('group', { name: 'Correction 1' });
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
    fireEvent.change(within(row).getByLabelText('Name'), { target: { value: 'Waist' } });
    fireEvent.change(within(row).getByLabelText('Change'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fitting' }));
    // Past the bounds: refused on the row's change before anything is sent.
    expect(await within(row).findByText('A correction is at most 20 cm either way')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toEqual([]);
    fireEvent.change(within(row).getByLabelText('Change'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fitting' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i.method === 'POST')!;
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      shoes: 'Courts',
      heelHeightMm: 90,
      corrections: [{ target: 'measurement', name: 'Waist', change: 2, unit: 'cm' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('suggests the client’s own measurement names first, a studio template’s among them, then the built-in ones', async () => {
    renderSection([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Record fitting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record fitting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add correction' }));
    const name = within(within(dialog).getByRole('group', { name: 'Correction 1' })).getByLabelText('Name');
    const list = document.getElementById(name.getAttribute('list') ?? '');
    const offered = () => [...(list?.querySelectorAll('option') ?? [])].map((o) => o.value);
    await waitFor(() => expect(offered().slice(0, 2)).toEqual(['Nape to waist', 'Waist']));
    expect(offered()).toContain('Bust');
    expect(offered().filter((n) => n === 'Waist')).toHaveLength(1);
  });

  it('removes a correction row and puts focus back on Add correction', async () => {
    renderSection([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Record fitting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record fitting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add correction' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove correction 1' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Add correction' })));
    expect(within(dialog).queryByRole('group', { name: 'Correction 1' })).toBeNull();
  });

  it('offers the chosen design’s options as the name of an option correction, from the keyboard', async () => {
    // Radix's select scrolls its items into view, which jsdom lacks.
    Element.prototype.scrollIntoView ??= () => {};
    const fetchMock = renderSection([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Record fitting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record fitting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add correction' }));
    const row = within(dialog).getByRole('group', { name: 'Correction 1' });
    fireEvent.keyDown(within(row).getByRole('combobox', { name: 'Corrects' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Design option' }));
    fireEvent.keyDown(await within(row).findByRole('combobox', { name: 'Design' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Bella' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/fit-options/bella'))).toBe(true));
    const name = within(row).getByLabelText(/^Name/);
    const list = document.getElementById(name.getAttribute('list') ?? '');
    await waitFor(() => expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(['waistEase']));
  });
});
