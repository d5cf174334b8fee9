import type { GarmentByCode } from '@atelier/shared';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { scanMessages, type ScanTexts } from '../messages';

type Stage = GarmentByCode['stages'][number];

const statusText = (t: ScanTexts, status: Stage['status']) =>
  ({ todo: t.statusTodo, 'in-progress': t.statusInProgress, done: t.statusDone, skipped: t.statusSkipped })[status];
const statusVariant: Record<Stage['status'], BadgeVariant> = {
  todo: 'outline',
  'in-progress': 'accent',
  done: 'success',
  skipped: 'secondary',
};

/** The garment found (decision 152): whose it is, its stages with the current one marked, and the one tap that moves it on. */
export function GarmentPanel({
  garment,
  moving,
  onAdvance,
}: {
  garment: GarmentByCode;
  moving: boolean;
  onAdvance: (stageId: string) => void;
}) {
  const t = useMessages(scanMessages);
  const labels = useLabels();
  const current = garment.currentStage;
  return (
    <Card data-testid="scanned-garment">
      <CardHeader>
        <p className="font-mono text-sm text-muted-foreground">{garment.code}</p>
        <CardTitle>{garment.name}</CardTitle>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t.client}</dt>
          <dd>{garment.client.name}</dd>
          {garment.ticket && (
            <>
              <dt className="text-muted-foreground">{t.ticket}</dt>
              <dd className="font-mono">{garment.ticket.code}</dd>
            </>
          )}
        </dl>
      </CardHeader>
      <CardContent className="space-y-4">
        {garment.stages.length > 0 && (
          <ol aria-label={t.stages} className="space-y-1.5">
            {garment.stages.map((stage) => {
              const isCurrent = stage.id === current?.id;
              return (
                <li
                  key={stage.id}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm',
                    isCurrent ? 'border-2 border-primary font-semibold' : 'border border-border',
                  )}
                >
                  <span>
                    {labels.stage(stage.name)}
                    {isCurrent && <span className="sr-only"> ({t.current})</span>}
                  </span>
                  <Badge variant={statusVariant[stage.status]}>{statusText(t, stage.status)}</Badge>
                </li>
              );
            })}
          </ol>
        )}
        {current ? (
          <Button size="lg" className="w-full" loading={moving} onClick={() => onAdvance(current.id)}>
            <CheckCircle2 aria-hidden="true" />
            {moving ? t.moving : t.markDone({ stage: labels.stage(current.name) })}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{garment.stages.length === 0 ? t.noStages : t.allDone}</p>
        )}
        <Link className="inline-block text-sm text-primary underline underline-offset-4" to={`/projects?project=${garment.projectId}`}>
          {t.openProject}
        </Link>
      </CardContent>
    </Card>
  );
}
