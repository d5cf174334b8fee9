// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePortal } from '@/test/sample-portal';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import type { PortalView } from '@atelier/shared';
import { startPortal } from './page';

/** The page as portal.html starts it, at /portal/tok, with the API answering as listed. */
async function open(view: PortalView | null, answers: Record<string, StubAnswer | (() => StubAnswer)> = {}, path = '/portal/tok') {
  const fetch = stubApi({ ...(view ? { 'GET /portal/tok': { data: { portal: view } } } : {}), ...answers });
  const root = document.getElementById('portal')!;
  await startPortal({ root, doc: document, browserLanguages: ['en-US'] }, path);
  return fetch;
}

const notFound: StubAnswer = { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Not found' } };

beforeEach(() => {
  document.body.innerHTML = '<div id="portal"><main id="main" class="state"><p class="loading">…</p></main></div>';
  document.documentElement.removeAttribute('style');
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the portal page shows the client everything about their order', () => {
  it("names the studio in the one h1, in the studio's language, with its contact", async () => {
    await open(samplePortal());
    expect(screen.getAllByRole('heading', { level: 1 }).map((e) => e.textContent)).toEqual(['Maison Ada']);
    expect(document.title).toBe('Maison Ada – your orders');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByText('Hello Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'studio@example.com' }).getAttribute('href')).toBe('mailto:studio@example.com');
    expect(screen.getByRole('link', { name: '+44 20 7946 0018' }).getAttribute('href')).toBe('tel:+442079460018');
    expect(screen.getByRole('link', { name: 'maison-ada.example' }).getAttribute('href')).toBe('https://maison-ada.example');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((e) => e.textContent);
    expect(sections).toEqual([
      'Contact the studio',
      'Measure yourself',
      'Upcoming appointments',
      'Your projects',
      'Your measurements',
      'Invoices',
      'Messages',
    ]);
  });

  it('lists the appointment with its calendar file, Confirm and Ask to move', async () => {
    await open(samplePortal());
    const appointments = within(screen.getByRole('region', { name: 'Upcoming appointments' }));
    expect(appointments.getByRole('heading', { name: 'First fitting' })).toBeTruthy();
    const ics = appointments.getByRole('link', { name: 'Add to my calendar' });
    expect(ics.getAttribute('href')).toBe('/api/v1/portal/tok/appointments/ap1/ics');
    expect(ics.hasAttribute('download')).toBe(true);
    expect(appointments.getByRole('button', { name: 'Confirm' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(appointments.getByRole('button', { name: 'Ask to move' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('offers only the calendar file for an appointment that has begun: it can no longer be confirmed or moved', async () => {
    const view = samplePortal();
    const started = new Date(Date.now() - 30 * 60_000);
    view.appointments[0] = {
      ...view.appointments[0]!,
      startTime: started.toISOString(),
      endTime: new Date(started.getTime() + 3600_000).toISOString(),
    };
    await open(view);
    const appointments = within(screen.getByRole('region', { name: 'Upcoming appointments' }));
    expect(appointments.getByRole('link', { name: 'Add to my calendar' })).toBeTruthy();
    expect(appointments.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(appointments.queryByRole('button', { name: 'Ask to move' })).toBeNull();
  });

  it("shows each project's status, progress and stages in words", async () => {
    await open(samplePortal());
    const projects = within(screen.getByRole('region', { name: 'Your projects' }));
    const bar = projects.getByRole('progressbar', { name: 'Progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuemax')]).toEqual([
      '40',
      '0',
      '100',
    ]);
    expect(projects.getByText('In progress', { selector: '.badge' })).toBeTruthy();
    expect(projects.getByText('Due January 15, 2027')).toBeTruthy();
    const stages = projects.getAllByRole('listitem').filter((li) => li.closest('.stages'));
    expect(stages.map((li) => li.textContent)).toEqual(['✓DesignDone', '●CuttingIn progress', '○SewingTo do']);
  });

  it('shows the measurements in the unit the client picks, and remembers it', async () => {
    await open(samplePortal());
    const region = within(screen.getByRole('region', { name: 'Your measurements' }));
    const values = () => region.getAllByRole('definition').map((d) => d.textContent);
    expect(values()).toEqual(['38 in', '28 in']);
    region.getByRole('radio', { name: 'cm' }).click();
    expect(values()).toEqual(['96.5 cm', '71 cm']);
    expect(localStorage.getItem('atelier-portal-unit')).toBe('cm');
  });

  it('shows each invoice with amount, paid, balance and its PDF', async () => {
    await open(samplePortal());
    const invoices = within(screen.getByRole('region', { name: 'Invoices' }));
    expect(invoices.getAllByRole('definition').map((d) => d.textContent)).toEqual(['£1,200.00', '£450.50', '£749.50']);
    // A deposit paid says what is left, never 'Draft' nor a bare 'To pay' (decision 125).
    expect(invoices.getByText('Deposit paid, £749.50 due').getAttribute('data-status')).toBe('deposit-paid');
    expect(invoices.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/v1/portal/tok/invoices/inv1/pdf');
  });

  it("speaks French to a French client of an English studio, and takes the studio's brand colour", async () => {
    const view = samplePortal();
    await open({ ...view, client: { ...view.client, language: 'fr' }, studio: { ...view.studio, brandColor: '#1E3A8A' } });
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('region', { name: 'Prochains rendez-vous' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter à mon agenda' })).toBeTruthy();
    expect(screen.getByText('Tour de hanches (po)')).toBeTruthy();
    expect(screen.getByText(/^Acompte versé, reste 749,50\s£(GB)? à payer$/)).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#1E3A8A');
  });

  it('speaks English to an English client of a French studio (decision 128)', async () => {
    const view = samplePortal();
    await open({ ...view, studio: { ...view.studio, language: 'fr' } });
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('region', { name: 'Upcoming appointments' })).toBeTruthy();
  });
});

describe('a link that does not answer with the page', () => {
  it('says only that a dead link is no longer active', async () => {
    await open(null, { 'GET /portal/tok': notFound });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link is no longer active');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryAllByRole('heading')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so without asking the server when the address has no token', async () => {
    const fetch = await open(null, {}, '/portal/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link is no longer active');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the client choose French: saved through the link, the page drawn again in it (decision 132)', async () => {
    const fetch = await open(samplePortal(), { 'PUT /portal/tok/language': { data: { language: 'fr' } } });
    const choices = within(screen.getByRole('group', { name: 'Language of this page and your documents' }));
    expect(choices.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    choices.getByRole('button', { name: 'Français' }).click();
    await waitFor(() => expect(screen.getByText('Bonjour Grace Hopper')).toBeTruthy());
    const put = fetch.mock.calls.find(([url, init]) => url === '/api/v1/portal/tok/language' && init.method === 'PUT');
    expect(JSON.parse(String(put?.[1].body))).toEqual({ language: 'fr' });
    expect(document.documentElement.lang).toBe('fr');
    const french = screen.getByRole('button', { name: 'Français' });
    expect(french.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(french);
  });

  it('keeps the language and says so when the choice could not be saved', async () => {
    await open(samplePortal(), {
      'PUT /portal/tok/language': { status: 429, data: { success: false, code: 'RATE_LIMITED', message: 'Slow down' } },
    });
    screen.getByRole('button', { name: 'Français' }).click();
    await waitFor(() => expect(screen.getByText('Too many requests. Please wait a minute, then try again.')).toBeTruthy());
    expect(screen.getByText('Hello Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks to wait when there were too many requests', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":false}', { status: 429, headers: { 'retry-after': '30' } })),
    );
    await startPortal({ root: document.getElementById('portal')!, doc: document, browserLanguages: [] }, '/portal/tok');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Too many requests');
    expect(screen.getByText('Please wait 30 seconds, then try again.')).toBeTruthy();
  });

  it('offers to try again when the network failed, and then shows the page', async () => {
    let calls = 0;
    const view = samplePortal();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ success: true, data: { portal: view } }), { status: 200 });
      }),
    );
    await startPortal({ root: document.getElementById('portal')!, doc: document, browserLanguages: ['fr-FR'] }, '/portal/tok');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Cette page n'a pas pu être chargée");
    const retry = screen.getByRole('button', { name: 'Réessayer' });
    expect(document.activeElement).toBe(retry);
    retry.click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Maison Ada'));
  });
});
