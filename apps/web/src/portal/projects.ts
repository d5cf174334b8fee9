import type { PortalView } from '@atelier/shared';
import type { PortalContext } from './context';
import { h, section, uid } from './dom';
import { formatDay, formatPercent } from './format';
import { dataName } from './messages';

/**
 * The client's projects (decision 085): status, due date, a progress bar with its value for
 * assistive technology, and the stages in order, each saying in words whether it is done.
 */
type Project = PortalView['projects'][number];

const STAGE_MARK: Record<Project['stages'][number]['status'], string> = { done: '✓', 'in-progress': '●', todo: '○', skipped: '–' };

function progressBar(ctx: PortalContext, p: Project, titleId: string): HTMLElement {
  const value = Math.max(0, Math.min(100, Math.round(p.progress)));
  const labelId = uid('progress');
  const bar = h(
    'div',
    {
      class: 'bar',
      role: 'progressbar',
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': value,
      'aria-valuetext': formatPercent(value, ctx.language),
      'aria-labelledby': labelId,
      'aria-describedby': titleId,
    },
    h('span', { class: 'bar-fill' }),
  );
  (bar.firstChild as HTMLElement).style.width = `${value}%`;
  return h(
    'div',
    { class: 'progress' },
    h('span', { id: labelId }, ctx.t('progress')),
    bar,
    h('span', { class: 'progress-value', 'aria-hidden': 'true' }, formatPercent(value, ctx.language)),
  );
}

function stageList(ctx: PortalContext, p: Project): HTMLElement | null {
  if (p.stages.length === 0) return null;
  const headingId = uid('stages');
  return h(
    'div',
    {},
    h('h4', { id: headingId, class: 'small-title' }, ctx.t('stagesTitle')),
    h(
      'ol',
      { class: 'stages', 'aria-labelledby': headingId },
      ...p.stages.map((s) =>
        h(
          'li',
          { 'data-status': s.status },
          h('span', { class: 'stage-mark', 'aria-hidden': 'true' }, STAGE_MARK[s.status]),
          h('span', {}, dataName(ctx.language, 'stage', s.name)),
          h('span', { class: 'stage-status' }, ctx.t(`stageStatus.${s.status}`)),
        ),
      ),
    ),
  );
}

function projectItem(ctx: PortalContext, p: Project): HTMLLIElement {
  const titleId = uid('project');
  return h(
    'li',
    { class: 'item' },
    h('h3', { id: titleId }, p.name),
    h(
      'p',
      { class: 'meta' },
      h('span', { class: 'badge' }, ctx.t(`projectStatus.${p.status}`)),
      p.type && h('span', {}, dataName(ctx.language, 'projectType', p.type)),
      p.dueDate && h('span', {}, ctx.t('due', { date: formatDay(p.dueDate, ctx.language) })),
    ),
    progressBar(ctx, p, titleId),
    stageList(ctx, p),
  );
}

export function projectsSection(ctx: PortalContext): HTMLElement {
  const list = ctx.view.projects;
  return section(
    'projects',
    ctx.t('projectsTitle'),
    list.length === 0
      ? h('p', { class: 'muted' }, ctx.t('projectsEmpty'))
      : h('ul', { class: 'items' }, ...list.map((p) => projectItem(ctx, p))),
  );
}
