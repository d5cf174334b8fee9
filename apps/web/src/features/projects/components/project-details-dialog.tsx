import type { Project } from '@atelier/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { formatCalendarDate, formatDateTime, formatDollars } from '@/lib/format';
import { PriorityBadge, StatusBadge } from './project-badges';
import { ProgressBar } from './progress-bar';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** 'Project Details': everything about one project, read-only. */
export function ProjectDetailsDialog({ project, onClose, onEdit }: { project: Project; onClose: () => void; onEdit: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Project Details"
        description={project.name}
        footer={
          <>
            <Button variant="outline" onClick={onEdit}>
              Edit
            </Button>
            {/* Read-only, so focus starts on Close rather than on a field (issue 6). */}
            <DialogClose asChild>
              <Button data-autofocus>Close</Button>
            </DialogClose>
          </>
        }
      >
        <dl className="divide-y divide-border">
          <Row label="Name">{project.name}</Row>
          <Row label="Client">{project.clientId.name}</Row>
          <Row label="Type">{project.type}</Row>
          <Row label="Status">
            <StatusBadge status={project.status} />
          </Row>
          <Row label="Priority">
            <PriorityBadge priority={project.priority} />
          </Row>
          <Row label="Progress">
            <ProgressBar value={project.progress} label={`Progress of ${project.name}`} />
          </Row>
          <Row label="Due Date">{project.dueDate ? formatCalendarDate(project.dueDate) : 'Not set'}</Row>
          <Row label="Budget">{project.budget === null ? 'Not set' : formatDollars(project.budget)}</Row>
          <Row label="Description">{project.description || 'No description'}</Row>
          <Row label="Created">{formatDateTime(project.createdAt)}</Row>
          <Row label="Updated">{formatDateTime(project.updatedAt)}</Row>
        </dl>
      </DialogContent>
    </Dialog>
  );
}
