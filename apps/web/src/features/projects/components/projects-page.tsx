import type { Project } from '@atelier/shared';
import { ShowMore } from '@/components/ui/show-more';
import { useIncremental } from '@/lib/use-incremental';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CardList } from '@/components/ui/card-list';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useClientOptions } from '@/lib/use-client-options';
import { useDeleteProject, useProjects } from '../api/projects-api';
import { projectMessages } from '../messages';
import { ProjectDetailsDialog } from './project-details-dialog';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectCard, ProjectRow } from './project-item';
import { filterProjects, STATUS_FILTERS, summarizeProjects, type StatusFilter } from './project-filters';
import { ProjectSummaryCards } from './project-summary-cards';

type Open = { kind: 'form'; project: Project | null } | { kind: 'details' | 'delete'; project: Project } | null;

/** /projects: summary cards, grid or list, search, status filter and four dialogs. */
export function ProjectsPage() {
  const { items: projects, isLoading, error, hasCache, retry } = useProjects();
  const remove = useDeleteProject();
  const { options: clients, reload: reloadClients } = useClientOptions();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [open, setOpen] = useState<Open>(null);
  const t = useMessages(projectMessages);
  const labels = useLabels();
  const filterOptions = STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? t.allStatuses : labels.projectStatus(s) }));

  const summary = useMemo(() => summarizeProjects(projects), [projects]);
  const visible = useMemo(() => filterProjects(projects, query, status), [projects, query, status]);
  const page = useIncremental(visible, `${query}|${status}`);
  const close = () => setOpen(null);
  const openForm = (project: Project | null) => {
    void reloadClients(); // A client added in another tab should be choosable.
    setOpen({ kind: 'form', project });
  };
  const actionsFor = (project: Project) => ({
    onView: () => setOpen({ kind: 'details', project }),
    onEdit: () => openForm(project),
    onDelete: () => setOpen({ kind: 'delete', project }),
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
        search={{ value: query, onChange: setQuery, placeholder: t.searchPlaceholder, label: t.searchLabel }}
        filter={{ id: 'project-status-filter', label: t.filterLabel, value: status, onChange: setStatus, options: filterOptions }}
        view={{ value: view, onChange: setView, groupLabel: t.viewGroup, gridLabel: t.gridView, listLabel: t.listView }}
      />

      <ListStatus
        isLoading={isLoading}
        error={error}
        hasCache={hasCache}
        isEmpty={visible.length === 0}
        loadingText={t.loading}
        emptyText={t.empty}
        onRetry={retry}
      >
        <CardList
          view={view}
          items={page.shown}
          label={t.listLabel}
          card={(p) => <ProjectCard project={p} {...actionsFor(p)} />}
          row={(p) => <ProjectRow project={p} {...actionsFor(p)} />}
        />
        <ShowMore remaining={page.remaining} onMore={page.showMore} />
      </ListStatus>

      {open?.kind === 'form' && <ProjectFormDialog project={open.project} clients={clients} onClose={close} />}
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
