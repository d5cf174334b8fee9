import { PROJECT_TYPES, type ProjectType } from '@atelier/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { PlanUpgrade, usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useWorkflows } from '../api/workflows';
import { SettingsSection } from '@/components/layout/settings-section';
import { WorkflowEditor } from './workflow-editor';
import { workflowMessages } from './workflow-messages';

/**
 * The Workflow tab (decision 080), for whoever may change the studio's settings: a project type,
 * then its stages. Off Premium it is the upgrade panel, as the Team tab is off Enterprise.
 */
export function WorkflowTab() {
  const t = useMessages(workflowMessages);
  const labels = useLabels();
  const hasTimeline = usePlanHas('timeline');
  const workflows = useWorkflows(hasTimeline);
  const [type, setType] = useState<ProjectType>(PROJECT_TYPES[0]);
  if (!hasTimeline) {
    return <PlanUpgrade feature="timeline" />;
  }
  const workflow = workflows.data?.workflows.find((w) => w.projectType === type);
  let body;
  if (workflows.isError) body = <Alert variant="error">{t.loadError}</Alert>;
  else if (!workflow) {
    body = (
      <div role="status" className="flex items-center gap-3 py-4 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  } else {
    // Keyed by what the server holds: a save or a reset starts the editor again from it.
    body = <WorkflowEditor key={`${workflow.projectType}:${workflow.custom}:${workflow.stages.join('\n')}`} workflow={workflow} />;
  }
  return (
    <SettingsSection title={t.title} description={t.description}>
      <div className="space-y-5" data-testid="workflow-tab">
        <Field label={t.projectType} className="max-w-xs">
          {(p) => (
            <Select
              {...p}
              value={type}
              onValueChange={(v) => setType(v as ProjectType)}
              options={PROJECT_TYPES.map((v) => ({ value: v, label: labels.projectType(v) }))}
            />
          )}
        </Field>
        {body}
      </div>
    </SettingsSection>
  );
}
