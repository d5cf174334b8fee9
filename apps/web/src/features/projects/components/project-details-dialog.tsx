import type { Project } from '@atelier/shared';
import { useState, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { SendMessageMenu } from '@/features/messaging';
import { RecordPhotos } from '@/features/photos';
import { ProjectMaterials } from '@/features/project-materials';
import { assigneeMessages } from '@/features/team';
import { useMessages } from '@/lib/i18n/i18n';
import { useAssigneeName } from '@/features/team';
import { useLabels } from '@/lib/labels';
import { clientPath } from '@/lib/navigation';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useUpdateProject } from '../api/projects-api';
import { projectMessages } from '../messages';
import { PriorityBadge, StatusBadge } from './project-badges';
import { ProgressBar } from './progress-bar';
import { ProjectTag } from './project-tag';
import { ProjectFittings } from './project-fittings';
import { StageTimeline } from './stage-timeline';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * 'Project Details': everything about one project, money and dates in the user's preferences, then
 * its timeline of stages, which is changed here (decision 080).
 */
export function ProjectDetailsDialog({ project, onClose, onEdit }: { project: Project; onClose: () => void; onEdit: () => void }) {
  const t = useMessages(projectMessages);
  const labels = useLabels();
  const format = useFormat();
  const ta = useMessages(assigneeMessages);
  const assignee = useAssigneeName(project.assigneeId);
  const canWrite = useCan('projects.write');
  const update = useUpdateProject();
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          title={t.detailsTitle}
          description={project.name}
          className="max-w-2xl"
          footer={
            <>
              {/* 'Order ready' and the other messages to the project's client (decision 083). */}
              <SendMessageMenu
                client={{ id: project.clientId.id, name: project.clientId.name }}
                about={{ projectId: project.id }}
                defaultKind={project.status === 'completed' ? 'order-ready' : 'fitting-reminder'}
              />
              {/* Cancelling keeps the record and its history, unlike deleting (decision 181). */}
              {canWrite && project.status !== 'cancelled' && (
                <Button variant="outline" onClick={() => setCancelling(true)}>
                  {t.cancelProject}
                </Button>
              )}
              <Button variant="outline" onClick={onEdit}>
                {t.editButton}
              </Button>
              {/* Read-only, so focus starts on Close rather than on a field. */}
              <DialogClose asChild>
                <Button data-autofocus>{t.close}</Button>
              </DialogClose>
            </>
          }
        >
          <dl className="divide-y divide-border">
            <Row label={t.name}>{project.name}</Row>
            <Row label={t.tagCode}>
              <ProjectTag code={project.code} projectId={project.id} />
            </Row>
            <Row label={t.client}>
              <AppLink to={clientPath(project.clientId.id)} className={inlineLinkClasses}>
                {project.clientId.name}
              </AppLink>
            </Row>
            <Row label={t.type}>{labels.projectType(project.type)}</Row>
            <Row label={t.status}>
              <StatusBadge status={project.status} />
            </Row>
            <Row label={t.priorityLabel}>
              <PriorityBadge priority={project.priority} />
            </Row>
            <Row label={t.progress}>
              <ProgressBar value={project.progress} label={t.progressOf({ name: project.name })} />
            </Row>
            <Row label={t.dueDate}>
              {project.dueDate ? format.calendarDate(project.dueDate) : t.notSet}
              {project.status !== 'completed' && format.isOverdue(project.dueDate) && (
                <span className="ms-2 font-medium text-destructive">{t.overdue}</span>
              )}
            </Row>
            {assignee && <Row label={ta.assignedTo}>{assignee}</Row>}
            <Row label={t.budget}>{project.budget === null ? t.notSet : format.money(project.budget)}</Row>
            <Row label={t.descriptionLabel}>{project.description || t.noDescription}</Row>
            <Row label={t.createdLabel}>{format.dateTime(project.createdAt)}</Row>
            <Row label={t.updatedLabel}>{format.dateTime(project.updatedAt)}</Row>
          </dl>
          <StageTimeline project={project} />
          <ProjectFittings project={project} />
          <ProjectMaterials project={project} />
          <div className="mt-4 border-t border-border pt-4">
            <RecordPhotos subject="project" subjectId={project.id} canWrite={canWrite} />
          </div>
        </DialogContent>
      </Dialog>
      {cancelling && (
        <ConfirmDialog
          onClose={() => setCancelling(false)}
          title={t.cancelTitle}
          description={t.cancelDescription({ name: project.name })}
          confirmLabel={t.cancelConfirm}
          cancelLabel={t.cancelKeep}
          confirmVariant="destructive"
          action={() => update.mutateAsync({ id: project.id, body: { status: 'cancelled' } })}
        />
      )}
    </>
  );
}
