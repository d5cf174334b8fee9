import type { Project } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CardList } from '@/components/ui/card-list';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { AssigneeFilter } from '@/components/team/assignee-filter';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { ALL_ASSIGNEES, assigneeName, assigneeQuery, type AssigneeChoice } from '@/lib/assignees';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useTeamMembers } from '@/lib/query/team-members';
import { useServerSearch } from '@/lib/use-server-search';
import { useDeleteProject, useProjects, useProjectSummary } from '../api/projects-api';
import { projectMessages } from '../messages';
import { ProjectDetailsDialog } from './project-details-dialog';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectCard, ProjectRow } from './project-item';
import { STATUS_FILTERS, type StatusFilter } from './project-filters';
import { ProjectSummaryCards } from './project-summary-cards';

type Open = { kind: 'form'; project: Project | null } | { kind: 'details' | 'delete'; project: Project } | null;

/**
 * /projects: summary cards, grid or list a page at a time, search, status and assignee filters
 * (on the server, decisions 069 and 075) and four dialogs.
 */
export function ProjectsPage() {
  const query = useServerSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [assignee, setAssignee] = useState<AssigneeChoice>(ALL_ASSIGNEES);
  const list = useProjects({ search: query.search, status: status === 'all' ? undefined : status, ...assigneeQuery(assignee) });
  const { items: projects, isLoading, error, hasCache, retry } = list;
  const summary = useProjectSummary();
  const remove = useDeleteProject();
  const members = useTeamMembers();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [open, setOpen] = useState<Open>(null);
  const t = useMessages(projectMessages);
  const labels = useLabels();
  const filterOptions = STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? t.allStatuses : labels.projectStatus(s) }));

  const close = () => setOpen(null);
  // The form's client picker asks the server as it opens, so a client added in another tab is there.
  const openForm = (project: Project | null) => setOpen({ kind: 'form', project });
  const itemPropsFor = (project: Project) => ({
    onView: () => setOpen({ kind: 'details', project }),
    onEdit: () => openForm(project),
    onDelete: () => setOpen({ kind: 'delete', project }),
    assignee: assigneeName(members, project.assigneeId),
  });

  return (
    <div>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button onClick={() => openForm(null)} size="lg" className="w-full sm:w-auto">
            <Plus className="h-4 w-4" aria-hidden /> {t.addProject}
          </Button>
        }
      />
      <ProjectSummaryCards summary={summary} />

      <ListToolbar
        search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
        filter={{ id: 'project-status-filter', label: t.filterLabel, value: status, onChange: setStatus, options: filterOptions }}
        view={{ value: view, onChange: setView, groupLabel: t.viewGroup, gridLabel: t.gridView, listLabel: t.listView }}
        extra={<AssigneeFilter id="project-assignee-filter" value={assignee} onChange={setAssignee} className="flex-1 sm:w-44" />}
      />

      <ListStatus
        isLoading={isLoading}
        error={error}
        hasCache={hasCache}
        isEmpty={projects.length === 0}
        loadingText={t.loading}
        emptyText={t.empty}
        onRetry={retry}
      >
        <CardList
          view={view}
          items={projects}
          label={t.listLabel}
          card={(p) => <ProjectCard project={p} {...itemPropsFor(p)} />}
          row={(p) => <ProjectRow project={p} {...itemPropsFor(p)} />}
        />
        <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onMore={list.loadMore} />
      </ListStatus>

      {open?.kind === 'form' && <ProjectFormDialog project={open.project} onClose={close} />}
      {open?.kind === 'details' && <ProjectDetailsDialog project={open.project} onClose={close} onEdit={() => openForm(open.project)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          onClose={close}
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.project.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(open.project.id)}
        />
      )}
    </div>
  );
}
