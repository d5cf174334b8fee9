import { DEFAULT_SETTINGS, DESIGNS } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { setPreferences } from '@/lib/preferences';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { client, fittedPattern, generatedPattern, generatorInfo, skirtRecord } from './generator-fixtures';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { PatternGeneratorPage } = await import('./pattern-generator-page');

beforeAll(() => {
  // Radix Select asks for these, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  act(() => setPreferences(DEFAULT_SETTINGS));
});

const base = (over: Record<string, StubAnswer | (() => StubAnswer)> = {}) => ({
  // Lists come a page at a time (decision 069).
  'GET /patterns?limit=50': { data: { patterns: [], nextCursor: null } },
  'GET /patterns/public?limit=50': { data: { patterns: [], nextCursor: null } },
  'GET /clients?limit=50': { data: { clients: [client], nextCursor: null } },
  'GET /patterns/generator': { data: generatorInfo() },
  'GET /clients/c1/measurements': { data: { measurements: [skirtRecord] } },
  'POST /patterns/generate/check': { data: { design: 'penelope', measurements: [], missing: [] } },
  ...over,
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PatternGeneratorPage />
    </QueryClientProvider>,
  );
}

async function choose(label: string, option: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: label }), { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillSpecifications() {
  await choose('Garment Type', 'Skirt');
  await choose('Style', 'Formal');
  await choose('Size Range', 'Custom');
  await choose('Fabric Type', 'Wool');
  await choose('Client', 'Grace Hopper');
  // The skirt record is chosen for a skirt once the client's records are read.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Measurement Record' }).textContent).toMatch(/^Skirt, /));
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Pattern' });
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, key: string) => {
  const call = fetchMock.mock.calls.filter(([url, init]) => `${init.method} ${url.replace('/api/v1', '')}` === key).at(-1);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

describe('/ai-patterns, Pattern Specifications', { timeout: 30_000 }, () => {
  it('keeps Generate disabled until garment type, style, size range, fabric type and a client are chosen, and offers the default name', async () => {
    stubApi(base());
    renderPage();
    expect(await screen.findByText('No Patterns Generated Yet')).toBeTruthy();
    expect(screen.getByPlaceholderText('e.g., wedding, office, casual wear')).toBeTruthy();
    expect(generateButton()).toHaveProperty('disabled', true);
    await choose('Garment Type', 'Skirt');
    await choose('Style', 'Formal');
    await choose('Size Range', 'Custom');
    expect(generateButton()).toHaveProperty('disabled', true);
    await choose('Fabric Type', 'Wool');
    expect(generateButton()).toHaveProperty('disabled', true);
    await choose('Client', 'Grace Hopper');
    await waitFor(() => expect(generateButton()).toHaveProperty('disabled', false));
    expect(screen.getByLabelText(/Pattern Name/).getAttribute('placeholder')).toBe('Formal pencil skirt');
  });

  it('tells a studio without clients to add one first, once the list has loaded', async () => {
    stubApi(base({ 'GET /clients?limit=50': { data: { clients: [], nextCursor: null } } }));
    renderPage();
    expect(await screen.findByText('Add a client and their measurements first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Clients' }).getAttribute('href')).toBe('/clients');
  });

  it("says this month's usage, when it resets, and which designs need an upgrade", async () => {
    stubApi(base());
    renderPage();
    expect((await screen.findByTestId('generator-usage')).textContent).toBe('2 of 5 this month · Resets on Dec 1, 2026.');
    expect(screen.getByTestId('design-templates').textContent).toContain(`The Free plan drafts 5 of the ${DESIGNS.length} designs`);
    await choose('Garment Type', 'Jacket');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Design' }), { key: 'Enter' });
    expect(
      (await screen.findByRole('option', { name: 'Body block with sleeves (Brian) (Intermediate)' })).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(
      screen
        .getByRole('option', { name: 'Jacket block with two-part sleeves (Bent) (Advanced), needs Premium' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    // The chosen design says what it drafts.
    expect(screen.getByText('Body block: front, back and sleeve with room for a jacket')).toBeTruthy();
  });

  it('offers under each garment type only the designs that draft it, named by what they draft (decision 132)', async () => {
    stubApi(base());
    renderPage();
    await screen.findByTestId('generator-usage');
    const offered = async (garment: string) => {
      await choose('Garment Type', garment);
      const design = screen.getByRole('combobox', { name: 'Design' });
      if (design.hasAttribute('disabled')) return [];
      fireEvent.keyDown(design, { key: 'ArrowDown' });
      const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
      fireEvent.keyDown(await screen.findByRole('listbox'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      return names;
    };
    expect(await offered('Skirt')).toEqual(['Pencil skirt (Penelope) (Beginner)']);
    expect(await offered('Blouse')).toEqual([
      'Bodice with sleeves (Bella) (Intermediate)',
      'Button-up shirt (Simon) (Advanced), needs Premium',
    ]);
    expect(await offered('Pants')).toEqual(['Trouser block (Titan) (Intermediate)', 'Wrap pants (Waralee) (Beginner), needs Premium']);
    // No design drafts a whole dress: none is offered, and the form says where its parts are drafted.
    expect(await offered('Dress')).toEqual([]);
    expect(
      screen.getByText(/No design drafts a whole dress yet: draft its bodice under Blouse with Bodice with sleeves \(Bella\)/),
    ).toBeTruthy();
    // Everything else chosen, there is still nothing to generate.
    await choose('Style', 'Formal');
    await choose('Size Range', 'Custom');
    await choose('Fabric Type', 'Silk');
    await choose('Client', 'Grace Hopper');
    // The client's records are read (the skirt record, for want of a dress one): only the design is lacking.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Measurement Record' }).textContent).toMatch(/^Skirt, /));
    expect(generateButton()).toHaveProperty('disabled', true);
    await choose('Garment Type', 'Skirt');
    await waitFor(() => expect(generateButton()).toHaveProperty('disabled', false));
  });

  it('starts the seam allowance at 3/8 in for a user in inches and 1 cm for one in cm, following the preference until typed', async () => {
    stubApi(base());
    renderPage();
    const seam = screen.getByLabelText(/Seam Allowance/);
    expect(seam).toHaveProperty('value', '0.375');
    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
    expect(seam).toHaveProperty('value', '1');
    fireEvent.change(seam, { target: { value: '1.5' } });
    act(() => setPreferences(DEFAULT_SETTINGS));
    expect(seam).toHaveProperty('value', '1.5');
  });
});

describe('/ai-patterns, missing measurements', { timeout: 30_000 }, () => {
  it("asks for what the check says the record lacks, in the user's unit, and sends the values with Generate", async () => {
    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
    const fetchMock = stubApi(
      base({
        'POST /patterns/generate/check': {
          data: { design: 'penelope', measurements: [], missing: [{ name: 'seat', label: 'Hips', kind: 'circumference' }] },
        },
        'POST /patterns/generate': { status: 201, data: { pattern: generatedPattern() } },
      }),
    );
    renderPage();
    await fillSpecifications();
    const fields = await screen.findByTestId('missing-measurements');
    const hips = within(fields).getByLabelText('Hips (cm)');
    fireEvent.click(generateButton());
    expect(await within(fields).findByText('Enter Hips')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /patterns/generate')).toBeUndefined();

    fireEvent.change(hips, { target: { value: '98' } });
    fireEvent.click(generateButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pattern created successfully'));
    expect(bodyOf(fetchMock, 'POST /patterns/generate')).toMatchObject({
      name: 'Formal pencil skirt',
      clientId: 'c1',
      measurementId: 'm1',
      garmentType: 'Skirt',
      seamAllowance: 10,
      extraMeasurements: [{ name: 'Hips', size: 98, unit: 'cm' }],
    });
  });

  it('shows fields for the measurements a 422 names, and the retry sends them', async () => {
    let calls = 0;
    const refusal: StubAnswer = {
      status: 422,
      data: {
        success: false,
        status_code: 422,
        code: 'MEASUREMENTS_MISSING',
        message: 'The record lacks measurements',
        errors: [
          { field: 'measurements.waistToSeat', message: "Waist to Hip (FreeSewing: waistToSeat) is not in the client's measurements" },
        ],
      },
    };
    const fetchMock = stubApi(
      base({ 'POST /patterns/generate': () => (++calls === 1 ? refusal : { status: 201, data: { pattern: generatedPattern() } }) }),
    );
    renderPage();
    await fillSpecifications();
    await waitFor(() => expect(generateButton()).toHaveProperty('disabled', false));
    fireEvent.click(generateButton());
    const fields = await screen.findByTestId('missing-measurements');
    // The server's message is under the field; the refusal is said once, on the page, not toasted.
    expect(within(fields).getByText("Waist to Hip (FreeSewing: waistToSeat) is not in the client's measurements")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('enter them below and generate again');
    expect(toast.error).not.toHaveBeenCalled();

    fireEvent.change(within(fields).getByLabelText('Waist to Hip (in)'), { target: { value: '8.5' } });
    fireEvent.click(generateButton());
    expect(await screen.findByRole('heading', { name: 'Formal Skirt' })).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /patterns/generate').extraMeasurements).toEqual([{ name: 'Waist to Hip', size: 8.5, unit: 'inches' }]);
    await waitFor(() => expect(screen.queryByTestId('missing-measurements')).toBeNull());
    // Focus lands on what was made.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Formal Skirt'));
  });
});

describe('/ai-patterns, the fit profile', { timeout: 30_000 }, () => {
  it('says before generating what the fit profile will change and what it cannot apply', async () => {
    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
    const fit = fittedPattern().generator!.fit!;
    stubApi(
      base({
        'POST /patterns/generate/check': {
          data: { design: 'penelope', measurements: [], missing: [], fit: { ...fit, clientName: 'Grace Hopper' } },
        },
      }),
    );
    renderPage();
    await fillSpecifications();
    const planned = await screen.findByTestId('planned-fit');
    expect(within(planned).getByTestId('fit-line').textContent).toMatch(/^Will be fitted to Grace Hopper: Waist \+2 cm \(fitting /);
    expect(within(planned).getByTestId('fit-not-applied').textContent).toBe(
      'Not applied: Inseam +1 cm — Bodice with sleeves (Bella) does not use Inseam',
    );
  });
});

const refusal = (message: string): StubAnswer => ({
  status: 422,
  data: {
    success: false,
    status_code: 422,
    code: 'FIT_CORRECTION_REFUSED',
    message: `${message}. Retire or change the correction in the client's fit profile and draft again.`,
    errors: [{ field: 'fitProfile.k1', message }],
  },
});
const tooMuch = 'Waist +30 cm (fitting of 2026-03-12) takes Waist to 98.6 cm: Penelope drafts it from 34.3 to 102.9 cm';

describe('/ai-patterns, a fit profile the design cannot take', { timeout: 30_000 }, () => {
  it('names the refused correction before Generate, and Retire there asks the check again', async () => {
    let retired = false;
    const fetchMock = stubApi(
      base({
        'POST /patterns/generate/check': () =>
          retired ? { data: { design: 'penelope', measurements: [], missing: [] } } : refusal(tooMuch),
        'POST /fit-corrections/k1/retire': () => {
          retired = true;
          return { data: { profile: { clientId: 'c1', inForce: [], retired: [] } } };
        },
      }),
    );
    renderPage();
    await fillSpecifications();
    const refused = await screen.findByTestId('fit-refused');
    expect(refused.textContent).toContain(tooMuch);
    fireEvent.click(within(refused).getByRole('button', { name: `Retire the correction: ${tooMuch}` }));
    await waitFor(() => expect(screen.queryByTestId('fit-refused')).toBeNull());
    expect(fetchMock.mock.calls.some(([url, init]) => url.endsWith('/fit-corrections/k1/retire') && init.method === 'POST')).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows a Generate refused for the fit profile beside the form, not as a toast', async () => {
    stubApi(base({ 'POST /patterns/generate': refusal(tooMuch) }));
    renderPage();
    await fillSpecifications();
    await waitFor(() => expect(generateButton()).toHaveProperty('disabled', false));
    fireEvent.click(generateButton());
    expect((await screen.findByTestId('fit-refused')).textContent).toContain(tooMuch);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('/ai-patterns, the monthly limit', { timeout: 30_000 }, () => {
  it("sends the 6th generation's refusal through the shared handler: its message toasted, then /pricing", async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    const message = 'The Free plan includes 5 pattern generations per month; the count starts again on 1 December.';
    stubApi(
      base({
        'GET /patterns/generator': {
          data: generatorInfo({ usage: { used: 5, limit: 5, resetsAt: '2026-11-30T23:00:00.000Z', timeZone: 'Europe/Berlin' } }),
        },
        'POST /patterns/generate': { status: 403, data: { success: false, status_code: 403, code: 'PLAN_AI_LIMIT_REACHED', message } },
      }),
    );
    renderPage();
    expect((await screen.findByTestId('generator-usage')).textContent).toContain('This month’s patterns are used up.');
    await fillSpecifications();
    await waitFor(() => expect(generateButton()).toHaveProperty('disabled', false));
    fireEvent.click(generateButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pricing', undefined));
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.queryByTestId('missing-measurements')).toBeNull();
    setNavigator(null);
  });
});
