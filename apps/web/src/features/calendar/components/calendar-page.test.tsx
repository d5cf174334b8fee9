import { DEFAULT_SETTINGS, type CalendarEvent } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { sampleUser } from '@/test/sample-user';
import { sampleDeadline, sampleEvent } from './calendar-test-events';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { CalendarPage } = await import('./calendar-page');

type Answer = { status?: number; message?: string; data: unknown };
type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** The API answers as the contract says (matched by method and path, query aside); only `fetch` is replaced. */
function stubApi(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://test');
      const path = parsed.pathname.replace('/api/v1', '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, query: parsed.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path}`];
      if (!answer) return new Response(JSON.stringify({ success: false, message: 'Not stubbed' }), { status: 500 });
      const status = answer.status ?? 200;
      const body = status < 400 ? { success: true, status_code: status, message: answer.message ?? 'OK', data: answer.data } : answer.data;
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const clients = {
  data: {
    clients: [
      {
        _id: 'c1',
        id: 'c1',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '',
        address: '',
        notes: '',
        status: 'active',
        projects: 0,
        lastOrderDate: null,
      },
    ],
  },
};
const feed = { data: { feed: { url: '', webcalUrl: '', createdAt: null } } };
const events = (list: CalendarEvent[]): Answer => ({ data: { events: list } });
const teamMember = (id: string, firstName: string, role: 'owner' | 'staff') => ({
  id,
  firstName,
  lastName: 'Needle',
  email: `${firstName.toLowerCase()}@example.com`,
  image: '',
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
/** The signed-in sample user (u1, the owner) and one staff member. */
const team: Answer = { data: { members: [teamMember('u1', 'Ada', 'owner'), teamMember('u2', 'Bea', 'staff')] } };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage(entry = '/calendar?view=month&date=2026-11-10') {
  const session = { user: sampleUser(), setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route
              path="calendar"
              element={
                <>
                  <CalendarPage />
                  <Where />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // Radix Select asks jsdom for what it lacks (the assignee filter and picker).
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
  // jsdom lacks what Radix's checkbox measures with; none of it affects what is tested.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  // Only the clock is fixed: 10 November 2026, 08:00 UTC (09:00 in Berlin). The zone is the account's, not the machine's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T08:00:00Z'));
  act(() => setPreferences({ ...DEFAULT_SETTINGS, timezone: 'Europe/Berlin' }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  act(() => setPreferences(DEFAULT_SETTINGS));
});

const dayCell = (day: string) => document.querySelector<HTMLElement>(`td[data-day="${day}"]`)!;

describe('/calendar', () => {
  it('shows the overlay on 403 PLAN_UPGRADE_REQUIRED, without a toast or a move to /pricing', async () => {
    const locked: Answer = {
      status: 403,
      data: {
        success: false,
        status_code: 403,
        code: 'PLAN_UPGRADE_REQUIRED',
        message: 'You need to upgrade to a higher plan to use this feature...',
      },
    };
    const calls = stubApi({ 'GET /calendar': locked, 'GET /clients': clients, 'GET /calendar/feed': locked });
    renderPage();
    const overlay = await screen.findByTestId('calendar-lock');
    expect(within(overlay).getByRole('heading', { name: 'This feature is not available on your current plan.' })).toBeTruthy();
    expect(within(overlay).getByText('You need to upgrade to a higher plan to use this feature...')).toBeTruthy();
    expect(within(overlay).getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Add Event' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toMatch(/^\/calendar/);
    expect(toast.error).not.toHaveBeenCalled();
    // The feed is not asked for while the calendar is locked.
    expect(calls.some((c) => c.path === '/calendar/feed')).toBe(false);
  });

  it('asks for the visible grid’s days and shows 2 events per day, then +N more opening the day’s list', async () => {
    const at = (id: string, hour: number) =>
      sampleEvent({ id, title: `Fitting ${id}`, startTime: `2026-11-12T${hour}:00:00Z`, endTime: `2026-11-12T${hour}:45:00Z` });
    const calls = stubApi({
      'GET /calendar': events([at('a', 10), at('b', 12), at('c', 14)]),
      'GET /clients': clients,
      'GET /calendar/feed': feed,
    });
    renderPage();
    await waitFor(() => expect(within(dayCell('2026-11-12')).getAllByTestId('event-chip')).toHaveLength(2));
    const cell = dayCell('2026-11-12');
    // 10:00 UTC is 11:00 in Berlin.
    expect(within(cell).getAllByTestId('event-chip')[0]!.textContent).toContain('11:00');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const ranges = calls.filter((c) => c.path === '/calendar').map((c) => `${c.query.get('startDate')}..${c.query.get('endDate')}`);
    expect(ranges).toContain('2026-11-01..2026-12-05');
    expect(ranges).toContain('2026-11-10..2026-11-17');

    fireEvent.click(within(cell).getByRole('button', { name: /^\+1 more, Thursday, November 12/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: /Events on Thursday, November 12, 2026/ })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /Fitting [abc]/ })).toHaveLength(3);
  });

  it('highlights today in the account zone and fills the side panels', async () => {
    stubApi({
      'GET /calendar': events([
        sampleEvent({ id: 'today', title: 'Hem check', startTime: '2026-11-10T13:00:00Z', endTime: '2026-11-10T14:00:00Z' }),
        sampleDeadline('p1', '2026-11-14'),
      ]),
      'GET /clients': clients,
      'GET /calendar/feed': feed,
    });
    renderPage();
    const todayPanel = await screen.findByTestId('calendar-today');
    await waitFor(() => expect(within(todayPanel).getByText('Hem check')).toBeTruthy());
    expect(dayCell('2026-11-10').getAttribute('aria-current')).toBe('date');
    const upcoming = screen.getByTestId('calendar-upcoming');
    expect(
      within(upcoming)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Hem check'), expect.stringContaining('Wedding gown')]);
  });

  it('shows a stage’s deadline as read-only, labelled, with a link to its project (decision 080)', async () => {
    const stage = sampleEvent({
      ...sampleDeadline('p1', '2026-11-12', 'Cutting: Wedding gown'),
      id: 'stage-s1',
      source: 'stage',
    });
    stubApi({ 'GET /calendar': events([stage]), 'GET /clients': clients, 'GET /calendar/feed': feed });
    renderPage();
    await waitFor(() => expect(within(dayCell('2026-11-12')).getAllByTestId('event-chip')).toHaveLength(1));
    const chip = within(dayCell('2026-11-12')).getByTestId('event-chip');
    expect(chip.getAttribute('aria-label')).toContain('Stage deadline');
    fireEvent.click(chip);
    const dialog = await screen.findByRole('dialog', { name: 'Cutting: Wedding gown' });
    expect(within(dialog).getByText('Stage deadline')).toBeTruthy();
    expect(within(dialog).getByText(/a production stage of the project/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open the project' }).getAttribute('href')).toBe('/projects?project=p1');
    expect(within(dialog).queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('shows what the client answered from the portal: confirmed, or asked to move with their words (decision 082)', async () => {
    stubApi({
      'GET /calendar': events([
        sampleEvent({ id: 'e1', title: 'First fitting', startTime: '2026-11-12T09:00:00Z', clientResponse: 'confirmed' }),
        sampleEvent({
          id: 'e2',
          title: 'Second fitting',
          startTime: '2026-11-13T09:00:00Z',
          endTime: '2026-11-13T10:00:00Z',
          clientResponse: 'reschedule',
          clientResponseNote: 'Could we make it Friday?',
        }),
        sampleEvent({ id: 'e3', title: 'Hem check', startTime: '2026-11-14T13:00:00Z', endTime: '2026-11-14T14:00:00Z' }),
      ]),
      'GET /clients': clients,
      'GET /calendar/feed': feed,
    });
    renderPage();
    fireEvent.click(await within(dayCell('2026-11-12')).findByRole('button', { name: /First fitting/ }));
    let dialog = await screen.findByRole('dialog', { name: 'First fitting' });
    expect(within(dialog).getByText('Client’s answer')).toBeTruthy();
    expect(within(dialog).getByTestId('client-answer').textContent).toBe('Confirmed by the client');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(dayCell('2026-11-13')).getByRole('button', { name: /Second fitting/ }));
    dialog = await screen.findByRole('dialog', { name: 'Second fitting' });
    expect(within(dialog).getByTestId('client-answer').textContent).toBe('Asked to move: “Could we make it Friday?”');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(dayCell('2026-11-14')).getByRole('button', { name: /Hem check/ }));
    dialog = await screen.findByRole('dialog', { name: 'Hem check' });
    expect(within(dialog).queryByText('Client’s answer')).toBeNull();
  });

  it('shows the empty texts of the side panels', async () => {
    stubApi({ 'GET /calendar': events([]), 'GET /clients': clients, 'GET /calendar/feed': feed });
    renderPage();
    expect(await screen.findByText('No events scheduled for today')).toBeTruthy();
    expect(screen.getByText('No events scheduled in the next 7 days')).toBeTruthy();
  });

  it('adds an event on a day: 10:30 typed in Berlin is sent as 10:30 Berlin time, and an overlap warns', async () => {
    const saved = sampleEvent({ id: 'new', title: 'Second fitting' });
    const calls = stubApi({
      'GET /calendar': events([]),
      'GET /clients': clients,
      'GET /calendar/feed': feed,
      'POST /calendar': {
        status: 201,
        message: 'Event added successfully!',
        data: {
          event: saved,
          conflicts: [{ _id: 'x', id: 'x', title: 'Hem check', startTime: '2026-11-12T09:00:00Z', endTime: '2026-11-12T10:00:00Z' }],
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /November 12, 2026: no events\. Add an event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Second fitting' } });
    fireEvent.change(within(dialog).getByLabelText('Start'), { target: { value: '2026-11-12T10:30' } });
    expect((within(dialog).getByLabelText('End') as HTMLInputElement).value).toBe('2026-11-12T11:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event added successfully!'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      title: 'Second fitting',
      clientId: null,
      startTime: '2026-11-12T10:30:00+01:00',
      endTime: '2026-11-12T11:30:00+01:00',
      remindClient: false,
    });
    expect(toast.warning).toHaveBeenCalledWith(expect.stringContaining('Hem check (10:00 – 11:00)'), expect.anything());
  });

  it('starts a new appointment at the next round hour in the studio’s zone, not the browser’s (decision 129)', async () => {
    // 08:10 UTC is 13:40 in Kolkata (UTC+5:30): the next round hour there is 14:00, not 14:30.
    vi.setSystemTime(new Date('2026-11-10T08:10:00Z'));
    act(() => setPreferences({ ...DEFAULT_SETTINGS, timezone: 'Asia/Kolkata' }));
    stubApi({ 'GET /calendar': events([]), 'GET /clients': clients, 'GET /calendar/feed': feed });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    expect((within(dialog).getByLabelText('Start') as HTMLInputElement).value).toBe('2026-11-10T14:00');
    expect((within(dialog).getByLabelText('End') as HTMLInputElement).value).toBe('2026-11-10T15:00');
  });

  it.each([
    ['24h', '10:30', '11:15'],
    ['12h', '10:30 AM', '11:15 AM'],
  ] as const)('writes times on the %s clock alike in the month and the week views (decision 129)', async (timeFormat, start, end) => {
    act(() => setPreferences({ ...DEFAULT_SETTINGS, timezone: 'Europe/Berlin', timeFormat }));
    const fitting = sampleEvent({ id: 'f', title: 'Hem', startTime: '2026-11-12T09:30:00Z', endTime: '2026-11-12T10:15:00Z' });
    stubApi({ 'GET /calendar': events([fitting]), 'GET /clients': clients, 'GET /calendar/feed': feed });
    renderPage();
    await waitFor(() => expect(within(dayCell('2026-11-12')).getByTestId('event-chip').textContent).toContain(`${start} `));
    cleanup();
    renderPage('/calendar?view=week&date=2026-11-12');
    const block = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-event-id="f"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(block.getAttribute('aria-label')).toContain(`Hem, ${start} – ${end}`);
  });

  it('starts the month and the week on Monday when the studio’s week does (decision 129)', async () => {
    act(() => setPreferences({ ...DEFAULT_SETTINGS, timezone: 'Europe/Berlin', weekStart: 'monday' }));
    const calls = stubApi({ 'GET /calendar': events([]), 'GET /clients': clients, 'GET /calendar/feed': feed });
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']),
    );
    const ranges = calls.filter((c) => c.path === '/calendar').map((c) => `${c.query.get('startDate')}..${c.query.get('endDate')}`);
    expect(ranges).toContain('2026-10-26..2026-12-06');
  });

  it('puts the server’s field error under End and keeps the dialog open', async () => {
    stubApi({
      'GET /calendar': events([]),
      'GET /clients': clients,
      'GET /calendar/feed': feed,
      'POST /calendar': {
        status: 422,
        data: {
          success: false,
          status_code: 422,
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          errors: [{ field: 'endTime', message: 'Overlaps the studio closure' }],
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Fitting' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await within(dialog).findByText('Overlaps the studio closure')).toBeTruthy();
    expect(within(dialog).getByLabelText('End').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the view in the URL: the week view asks for Sunday to Saturday and steps by weeks', async () => {
    const calls = stubApi({ 'GET /calendar': events([]), 'GET /clients': clients, 'GET /calendar/feed': feed });
    renderPage('/calendar?view=week&date=2026-11-10');
    expect(await screen.findByRole('heading', { name: 'Week of Nov 8' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/calendar?view=week&date=2026-11-17'));
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/calendar?view=month&date=2026-11-17'));
    const ranges = calls.filter((c) => c.path === '/calendar').map((c) => `${c.query.get('startDate')}..${c.query.get('endDate')}`);
    expect(ranges).toEqual(expect.arrayContaining(['2026-11-08..2026-11-14', '2026-11-15..2026-11-21', '2026-11-01..2026-12-05']));
  });

  it('shows another load error with Retry, and a retried load says so', async () => {
    const failed: Answer = { status: 500, data: { success: false, status_code: 500, code: 'INTERNAL', message: 'Boom' } };
    stubApi({ 'GET /calendar': failed, 'GET /clients': clients, 'GET /calendar/feed': feed });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Boom')).toBeTruthy();
    expect(screen.queryByTestId('calendar-lock')).toBeNull();
    stubApi({ 'GET /calendar': events([]), 'GET /clients': clients, 'GET /calendar/feed': feed });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Calendar events loaded successfully!'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("asks for 'Mine' as assigneeId=me and one member's appointments by id, the side panels too (decision 075)", async () => {
    const calls = stubApi({ 'GET /calendar': events([]), 'GET /clients': clients, 'GET /calendar/feed': feed, 'GET /team/members': team });
    renderPage();
    const filter = await screen.findByRole('combobox', { name: 'Filter by assignee' });
    expect(calls.filter((c) => c.path === '/calendar').every((c) => !c.query.has('assigneeId'))).toBe(true);
    fireEvent.keyDown(filter, { key: 'ArrowDown' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Everyone', 'Mine', 'Bea Needle']);
    fireEvent.click(screen.getByRole('option', { name: 'Mine' }));
    const asked = (who: string) =>
      calls
        .filter((c) => c.path === '/calendar' && c.query.get('assigneeId') === who)
        .map((c) => `${c.query.get('startDate')}..${c.query.get('endDate')}`);
    await waitFor(() => expect(asked('me')).toEqual(expect.arrayContaining(['2026-11-01..2026-12-05', '2026-11-10..2026-11-17'])));
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Filter by assignee' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Bea Needle' }));
    await waitFor(() => expect(asked('u2')).toContain('2026-11-01..2026-12-05'));
  });

  it('assigns a new fitting to a member from the form, and names the assignee in the event', async () => {
    const saved = sampleEvent({ id: 'new', title: 'Second fitting', assigneeId: 'u2' });
    const calls = stubApi({
      'GET /calendar': events([sampleEvent({ id: 'e1', title: 'Hem check', assigneeId: 'u2', startTime: '2026-11-12T09:00:00Z' })]),
      'GET /clients': clients,
      'GET /calendar/feed': feed,
      'GET /team/members': team,
      'POST /calendar': { status: 201, message: 'Event added successfully!', data: { event: saved, conflicts: [] } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Second fitting' } });
    fireEvent.keyDown(await within(dialog).findByRole('combobox', { name: /Assigned to/ }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Bea Needle' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event added successfully!'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ title: 'Second fitting', assigneeId: 'u2' });

    fireEvent.click(within(dayCell('2026-11-12')).getByRole('button', { name: /Hem check/ }));
    const details = await screen.findByRole('dialog', { name: 'Hem check' });
    expect(within(details).getByText('Assigned to')).toBeTruthy();
    expect(within(details).getByText('Bea Needle')).toBeTruthy();
  });
});
