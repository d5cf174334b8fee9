/** components/<plural>-page.test.tsx: the page against a stubbed API, for an owner and for staff (decision 198). */
export const webTest = (n) => `import { ROLE_PERMISSIONS, type ${n.pascalOne} } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { ${n.pascal}Page } = await import('./${n.kebab}-page');

const at = '2026-11-28T10:00:00.000Z';
const record = (id: string, name: string, note = ''): ${n.pascalOne} => ({ _id: id, id, name, note, createdAt: at, updatedAt: at });
const first = record('r1', 'First', 'By the window');

function renderPage(user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/${n.kebab}']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="${n.kebab}" element={<${n.pascal}Page />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const list = { 'GET /${n.kebab}?limit=50': { data: { ${n.camel}: [first], nextCursor: null } } };

describe('/${n.kebab}', () => {
  it('lists each ${n.one} with its note, and adds one after refusing an empty name', async () => {
    const fetch = stubApi({
      ...list,
      'POST /${n.kebab}': { status: 201, message: '${n.One} added', data: { ${n.camelOne}: record('r2', 'Second') } },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'First' }));
    expect(card.getByText('By the window')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add ${n.One}' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add ${n.One}' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save ${n.One}' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: ' Second ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save ${n.One}' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({ name: 'Second', note: null });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('${n.One} added'));
  });

  it('gives staff the list without adding, editing or deleting', async () => {
    stubApi(list);
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    await screen.findByRole('article', { name: 'First' });
    expect(screen.queryByRole('button', { name: 'Add ${n.One}' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit First' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete First' })).toBeNull();
  });
});
`;

/** e2e/tests/<plural>.spec.ts: the journey in a real browser on the real server, then its dialogs' audit (decisions 065, 133). */
export const e2eSpec = (n) => `import { expect, test } from '@playwright/test';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { createUser, openSignedIn } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';

test.describe('${n.title}', () => {
  test('a studio adds, finds, edits and deletes a ${n.one}', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user, '/${n.kebab}');
    await expect(page.getByRole('heading', { level: 1, name: '${n.Title}' })).toBeVisible();

    await page.getByRole('button', { name: 'Add ${n.One}' }).click();
    const add = page.getByRole('dialog', { name: 'Add ${n.One}' });
    await add.getByLabel('Name').fill('Première');
    await add.getByLabel('Note').fill('By the window');
    await add.getByRole('button', { name: 'Save ${n.One}' }).click();
    await expect(page.getByText('${n.One} added')).toBeVisible();
    const card = page.getByRole('article', { name: 'Première' });
    await expect(card.getByText('By the window')).toBeVisible();

    await card.getByRole('button', { name: 'Edit Première' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit ${n.One}' });
    await edit.getByLabel('Name').fill('Premier');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('${n.One} updated')).toBeVisible();
    const renamed = page.getByRole('article', { name: 'Premier' });

    await page.getByLabel('Search ${n.title}').fill('PREMIER');
    await expect(page.getByRole('article')).toHaveCount(1);
    await renamed.getByRole('button', { name: 'Delete Premier' }).click();
    await page.getByRole('dialog', { name: 'Delete ${n.One}' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('${n.One} deleted')).toBeVisible();
    await expect(page.getByText('No ${n.title} match.')).toBeVisible();
  });

  test('the list and its dialogs pass the audit and give focus back', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    await openSignedIn(page, user, '/${n.kebab}');
    await page.getByRole('button', { name: 'Add ${n.One}' }).click();
    await page.getByRole('dialog', { name: 'Add ${n.One}' }).getByLabel('Name').fill('Audited');
    await page.getByRole('button', { name: 'Save ${n.One}' }).click();
    const card = page.getByRole('article', { name: 'Audited' });
    await expect(card).toBeVisible();
    const found = await auditViews(page, '/${n.kebab} with one ${n.one}');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add ${n.One}' }), 'Add ${n.One}')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Audited' }), 'Edit ${n.One}')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Delete Audited' }), 'Delete ${n.One}')));
    expect(found).toEqual([]);
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Add ${n.One}' }),
      name: 'Add ${n.One}',
      firstFocus: (d) => d.getByLabel('Name'),
    });
    await expectFocusRoundTrip(page, { opener: card.getByRole('button', { name: 'Delete Audited' }), name: 'Delete ${n.One}', firstFocus: cancelButton });
  });
});
`;
