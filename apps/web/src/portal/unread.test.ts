// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePortal } from '@/test/sample-portal';
import { stubApi } from '@/test/stub-api';
import { startPortal } from './page';

/** An IntersectionObserver the test drives: `show()` scrolls the watched thread into view. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    watching: () => callbacks.length,
    show: () => callbacks.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
  };
}

const message = (id: string, direction: 'in' | 'out', body: string, unread: boolean) => ({
  _id: id,
  id,
  direction,
  channel: direction === 'in' ? 'portal' : 'email',
  body,
  unread,
  createdAt: '2030-01-02T10:00:00.000Z',
});
const thread = [
  message('m3', 'out', 'See you Friday.', true),
  message('m2', 'out', 'Yes, 2 cm shorter.', true),
  message('m1', 'in', 'Can the hem be shorter?', false),
];

async function open(unread: number) {
  const fetch = stubApi({
    'GET /portal/tok': { data: { portal: samplePortal({ conversation: { unread } }) } },
    'GET /portal/tok/messages?limit=20': { data: { messages: unread ? thread : [], nextCursor: null } },
    'POST /portal/tok/messages/read': { data: { unread: 0 } },
  });
  await startPortal({ root: document.getElementById('portal')!, doc: document, browserLanguages: [] }, '/portal/tok');
  return fetch;
}

const readMarks = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url, init]) => url === '/api/v1/portal/tok/messages/read' && init.method === 'POST');
const heading = () => screen.getByRole('heading', { level: 2, name: /^Messages/ });
const notice = () => screen.queryByRole('link', { name: 'New messages from Maison Ada: 2' });

beforeEach(() => {
  document.body.innerHTML = '<div id="portal"></div>';
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the portal tells the client of replies they have not read (decision 136)', () => {
  it('counts them at the top and beside the conversation, marks each, and clears the count once the thread is seen', async () => {
    const observer = stubObserver();
    const fetch = await open(2);
    expect(notice()?.getAttribute('href')).toBe('#message');
    expect(heading().textContent).toBe('Messages 2New messages from Maison Ada: 2');
    const list = screen.getByRole('list', { name: 'Your messages with Maison Ada' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [mine, first, second] = within(list).getAllByRole('listitem');
    expect(mine!.textContent).not.toContain('New');
    expect(first!.textContent).toMatch(/^New/);
    expect(second!.textContent).toMatch(/^New/);
    // Loaded below the fold: not read until the client has it in view.
    expect(observer.watching()).toBe(1);
    expect(readMarks(fetch)).toHaveLength(0);

    observer.show();
    await waitFor(() => expect(notice()).toBeNull());
    expect(readMarks(fetch)).toHaveLength(1);
    expect(heading().textContent).toBe('Messages');
    // The replies keep their mark until the page is next opened.
    expect(within(list).getAllByText('New')).toHaveLength(2);
  });

  it('shows no count and tells the server nothing when every reply was read', async () => {
    const observer = stubObserver();
    const fetch = await open(0);
    await waitFor(() => expect(screen.getByText('No messages yet. Write to the studio below.')).toBeTruthy());
    expect(notice()).toBeNull();
    expect(heading().textContent).toBe('Messages');
    expect(observer.watching()).toBe(0);
    expect(readMarks(fetch)).toHaveLength(0);
  });

  it('marks them read once the thread has loaded where the browser cannot say what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const fetch = await open(2);
    await waitFor(() => expect(readMarks(fetch)).toHaveLength(1));
    await waitFor(() => expect(notice()).toBeNull());
  });
});
