import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Client, Project } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, openSignedIn, type TestUser } from '../fixtures/api';
import { sideways } from '../fixtures/phone-width';

// Production stages in a real browser against the real server (decisions 077, 080): a wedding
// dress moves through its stages on the projects board by its menu, by keyboard alone and by
// dragging, and its progress follows; its timeline shows who is on a stage and a late one; the
// studio's workflow is set in the settings. Axe on the board, the timeline and the Workflow tab.

/** The day `offset` days from now in the studio's zone (the default, Europe/Berlin), 'YYYY-MM-DD'. */
function berlinDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offset * 24 * 3600_000));
}

/** A Premium studio with a client and a wedding dress, which starts with its type's seven stages. */
async function seedGown(user: TestUser, name = 'Ivory gown', type = 'Wedding Dress'): Promise<Project> {
  const api = apiAs(user);
  const { client } = await api.post<{ client: Client }>('/clients', { name: 'Grace Hopper' });
  const { project } = await api.post<{ project: Project }>('/projects', {
    clientId: client.id,
    name,
    type,
    priority: 'high',
  });
  return project;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, columnName: string, name = 'Ivory gown') => column(page, columnName).getByRole('article', { name });

async function openBoard(page: Page) {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Board view' }).click();
  await expect(page.getByRole('button', { name: 'Board view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/view=board/);
}

async function expectProgress(target: Locator, percent: number) {
  await expect(target.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  await expect(target.getByText(`${percent}%`, { exact: true })).toBeVisible();
}

test.describe('production stages', () => {
  test('a wedding dress moves through its stages on the board by menu, keyboard and drag, and its progress follows', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createAuditUser({ plan: 'premium' });
    const gown = await seedGown(user);
    expect(gown.stages.map((s) => s.name)).toEqual([
      'Design',
      'Cutting',
      'Sewing',
      'First fitting',
      'Alterations',
      'Final fitting',
      'Finishing',
    ]);
    await openSignedIn(page, user);
    await openBoard(page);

    // The columns: every workflow's stages (a suit's Basting too), then Done.
    await expect(card(page, 'Design')).toBeVisible();
    await expectProgress(card(page, 'Design'), 0);
    for (const name of ['Cutting', 'Basting', 'Fitting', 'Done']) await expect(column(page, name)).toBeVisible();

    // The card's menu, with the pointer.
    await card(page, 'Design').getByRole('button', { name: 'Move to… Ivory gown' }).click();
    await expect(page.getByRole('menuitem', { name: 'Basting' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Cutting' }).click();
    await expect(card(page, 'Cutting')).toBeVisible();
    await expectProgress(card(page, 'Cutting'), 14);
    await expect(page.getByTestId('board-status')).toHaveText('Ivory gown moved to Cutting.');

    // The keyboard alone: the moved card's menu has the focus back; Enter opens it, arrows choose, Enter moves.
    const menu = () => page.getByRole('button', { name: 'Move to… Ivory gown' });
    await expect(menu()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Design' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sewing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card(page, 'Sewing')).toBeVisible();
    await expectProgress(card(page, 'Sewing'), 29);
    // Space opens it too; Tab from the page reaches it as well.
    await expect(menu()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(menu()).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page.getByRole('menu')).toBeVisible();
    const firstFitting = page.getByRole('menuitem', { name: 'First fitting' });
    for (let i = 0; i < 4 && !(await firstFitting.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(firstFitting).toBeFocused();
    await page.keyboard.press('Enter');
    await expectProgress(card(page, 'First fitting'), 43);

    // Dragging: onto a column of a stage the dress has not, refused and said; onto its own, moved.
    // A screen wide enough for every column, so each drag starts and ends in view.
    await page.setViewportSize({ width: 3400, height: 900 });
    const grip = { x: 24, y: 14 };
    await card(page, 'First fitting').dragTo(column(page, 'Basting'), { sourcePosition: grip });
    await expect(page.getByTestId('board-status')).toHaveText('Ivory gown has no Basting stage, so it cannot move there.');
    await expect(card(page, 'First fitting')).toBeVisible();
    await card(page, 'First fitting').dragTo(column(page, 'Final fitting'), { sourcePosition: grip });
    await expect(card(page, 'Final fitting')).toBeVisible();
    await expectProgress(card(page, 'Final fitting'), 71);
    await card(page, 'Final fitting').dragTo(column(page, 'Done'), { sourcePosition: grip });
    await expect(card(page, 'Done')).toBeVisible();
    await expectProgress(card(page, 'Done'), 100);

    // The server agrees: every stage done, the project completed.
    const { project } = await apiAs(user).get<{ project: Project }>(`/projects/${gown.id}`);
    expect(project.stages.every((s) => s.status === 'done')).toBe(true);
    expect(project).toMatchObject({ progress: 100, status: 'completed' });
    // And a reload keeps the board.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(card(page, 'Done')).toBeVisible();
  });

  test('the timeline shows who is on a stage and a late one; stages are added, moved and removed there', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createAuditUser({ plan: 'premium' });
    const gown = await seedGown(user);
    const cutting = gown.stages.find((s) => s.name === 'Cutting')!;
    await apiAs(user).patch(`/projects/${gown.id}/stages/${cutting.id}`, { dueDate: berlinDay(-3), assigneeId: user.user.id });
    await openSignedIn(page, user);

    // The dashboard names the stage's deadline and links to the project's details.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Cutting · Ivory gown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project Details' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/projects\\?project=${gown.id}`));

    const timeline = dialog.getByTestId('stage-timeline');
    const stage = (name: string) =>
      timeline.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${name}$`) }) });
    await expect(timeline.getByRole('listitem')).toHaveCount(7);
    await expect(stage('Cutting').getByTestId('stage-assignee')).toHaveText('Assigned to Ada Stitch');
    await expect(stage('Cutting').getByText('Late', { exact: true })).toBeVisible();
    await expect(stage('Design').getByText('Late', { exact: true })).toHaveCount(0);

    // Marking Design done: the progress in the details follows.
    await stage('Design').getByRole('combobox', { name: 'Status of Design' }).click();
    await page.getByRole('option', { name: 'Done' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Progress of Ivory gown' })).toHaveAttribute('aria-valuenow', '14');
    await expect(stage('Design').getByText(/^Done /)).toBeVisible();

    // Add a stage at the end, move it up, then remove it with its confirmation.
    await timeline.getByLabel('New stage', { exact: true }).fill('Embroidery');
    await timeline.getByRole('button', { name: 'Add stage' }).click();
    await expect(stage('Embroidery')).toBeVisible();
    await expect(timeline.getByRole('listitem')).toHaveCount(8);
    await stage('Embroidery').getByRole('button', { name: 'Move Embroidery up' }).click();
    await expect(timeline.getByRole('heading', { name: '7. Embroidery' })).toBeVisible();
    await expect(stage('Embroidery').getByRole('button', { name: 'Move Embroidery up' })).toBeFocused();
    await stage('Embroidery').getByRole('button', { name: 'Remove Embroidery' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove stage' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(timeline.getByRole('listitem')).toHaveCount(7);
    // The progress field of the edit form follows the stages: read-only, with a note.
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(form.getByLabel('Progress (%)')).toHaveAttribute('readonly', '');
    await expect(form.getByText('Follows the project’s stages: change them in its details.')).toBeVisible();
  });

  test('the studio sets a project type’s stages in Settings → Workflow and resets them', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    await openSignedIn(page, user, '/settings?tab=workflow');
    const tab = page.getByTestId('workflow-tab');
    await tab.getByRole('combobox', { name: 'Project type' }).click();
    await page.getByRole('option', { name: 'Shirt' }).click();
    await expect(tab.getByLabel('Stage 1', { exact: true })).toHaveValue('Cutting');
    await tab.getByRole('button', { name: 'Add stage' }).click();
    await expect(tab.getByLabel('Stage 5', { exact: true })).toBeFocused();
    await page.keyboard.type('Pressing');
    await tab.getByRole('button', { name: 'Move stage 5 up' }).click();
    await tab.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Workflow saved')).toBeVisible();
    await expect(tab.getByText('Your own stages')).toBeVisible();
    const { workflows } = await apiAs(user).get<{ workflows: { projectType: string; stages: string[] }[] }>('/workflows');
    expect(workflows.find((w) => w.projectType === 'Shirt')?.stages).toEqual(['Cutting', 'Sewing', 'Fitting', 'Pressing', 'Finishing']);

    await tab.getByRole('button', { name: 'Reset to built-in' }).click();
    await page.getByRole('dialog', { name: 'Reset to the built-in stages?' }).getByRole('button', { name: 'Reset' }).click();
    await expect(tab.getByText('Built-in stages')).toBeVisible();
    await expect(tab.getByLabel('Stage 5', { exact: true })).toHaveCount(0);
  });

  test('a Free studio sees the upgrade panel on the board and in the Workflow tab', async ({ page }) => {
    const user = await createAuditUser({ plan: 'free' });
    await openSignedIn(page, user, '/projects?view=board');
    await expect(page.getByTestId('timeline-upgrade')).toBeVisible();
    await page.goto('/settings?tab=workflow');
    await expect(page.getByTestId('timeline-upgrade')).toBeVisible();
  });

  test('axe on the board, the timeline and the Workflow tab, in both themes at 1280 and 375 px', async ({ page }) => {
    test.setTimeout(240_000);
    const user = await createAuditUser({ plan: 'premium' });
    const gown = await seedGown(user);
    await seedGown(user, 'Linen suit', 'Suit');
    const cutting = gown.stages.find((s) => s.name === 'Cutting')!;
    await apiAs(user).patch(`/projects/${gown.id}/stages/${cutting.id}`, { dueDate: berlinDay(-3), assigneeId: user.user.id });
    await apiAs(user).put(`/projects/${gown.id}/stages/current`, { stageId: cutting.id });
    await openSignedIn(page, user, '/projects?view=board');
    await expect(card(page, 'Cutting')).toBeVisible();
    const found = await auditViews(page, '/projects board');
    found.push(
      ...(await auditViews(page, '/projects board with the Move to… menu open', {
        prepare: async () => {
          if (!(await page.getByRole('menu').isVisible()))
            await card(page, 'Cutting').getByRole('button', { name: 'Move to… Ivory gown' }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
      })),
    );
    await page.keyboard.press('Escape');
    await card(page, 'Cutting').getByRole('button', { name: 'Details of Ivory gown' }).click();
    await expect(page.getByRole('dialog', { name: 'Project Details' }).getByTestId('stage-timeline')).toBeVisible();
    found.push(...(await auditViews(page, 'the timeline in Project Details')));
    await page.keyboard.press('Escape');
    await page.goto('/settings?tab=workflow');
    await expect(page.getByTestId('workflow-editor')).toBeVisible();
    found.push(...(await auditViews(page, '/settings Workflow tab')));
    expect(found).toEqual([]);
  });

  test('@mobile at 375 px the board is a list grouped by stage, moved by its menu', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    await seedGown(user);
    await openSignedIn(page, user, '/projects?view=board');
    await expect(card(page, 'Design')).toBeVisible();
    await expect(column(page, 'Design').getByRole('heading', { level: 2 })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await card(page, 'Design').getByRole('button', { name: 'Move to… Ivory gown' }).tap();
    await page.getByRole('menuitem', { name: 'Cutting' }).tap();
    await expect(card(page, 'Cutting')).toBeVisible();
    await expectProgress(card(page, 'Cutting'), 14);
  });
});
