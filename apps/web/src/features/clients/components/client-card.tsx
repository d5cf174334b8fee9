import type { Client } from '@atelier/shared';
import { CalendarClock, Pencil, Ruler, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { SendMessageMenu } from '@/features/messaging';
import { PhotosButton } from '@/features/photos';
import { MeasurementRequestsButton } from '@/features/measurement-requests';
import { ClientPortalButton } from '@/features/portal';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { clientPath } from '@/lib/navigation';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { clientMessages } from '../messages';
import { activeProjectsText, lastOrderText, otherStatus } from './client-text';
import { ContactLines } from './contact-lines';
import { WaitingBadge } from '@/features/offline';

/**
 * One client: name, status badge (a button that asks before switching), active projects,
 * contact lines, notes and last order. Empty optional fields are left out, not shown blank.
 */
export function ClientCard({
  client,
  onEdit,
  onDelete,
  onToggleStatus,
  onPhotos,
  onMeasurementRequests,
  onPortal,
}: {
  client: Client;
  onEdit: () => void;
  onDelete: () => void;
  onToggleStatus: () => void;
  onPhotos?: () => void;
  /** Measurements the client takes at home (decision 084). */
  onMeasurementRequests?: () => void;
  /** The client's private portal link (decision 082). */
  onPortal?: () => void;
}) {
  const titleId = useId();
  const t = useMessages(clientMessages);
  const labels = useLabels();
  const format = useFormat();
  const active = client.status === 'active';
  return (
    <Card className="flex w-full flex-col p-5" role="article" aria-labelledby={titleId} data-testid="client-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* The name opens the client page (decision 126); the heading still names the card. */}
          <h2 id={titleId} className="truncate text-lg font-semibold">
            <AppLink to={clientPath(client.id)} className="hover:underline focus-visible:underline">
              {client.name}
            </AppLink>
          </h2>
          <p className="text-sm text-muted-foreground">{activeProjectsText(client.projects, t)}</p>
          <WaitingBadge recordId={client.id} />
        </div>
        <button
          type="button"
          onClick={onToggleStatus}
          aria-label={t.statusButton({
            status: labels.clientStatus(client.status),
            name: client.name,
            next: labels.clientStatus(otherStatus(client.status)),
          })}
          className={cn(
            'inline-flex min-h-9 shrink-0 items-center rounded-full px-3.5 text-xs font-semibold ' +
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            // Hover outlines instead of darkening, which would take the text below 4.5:1 (WCAG 1.4.3).
            'hover:ring-1 hover:ring-current',
            active ? 'bg-success-soft text-success-soft-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          {labels.clientStatus(client.status)}
        </button>
      </div>

      <ul className="mt-4 space-y-1.5 text-sm">
        <ContactLines client={client} linkClassName={cn(standaloneLinkClasses, 'hover:underline')} />
        <li className="flex items-center gap-2 text-muted-foreground">
          <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
          <span>{lastOrderText(format.dateTime(client.lastOrderDate), t)}</span>
        </li>
      </ul>
      {client.notes && <p className="mt-3 line-clamp-3 rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-line">{client.notes}</p>}

      {/* Wraps: the portal, messages and photos buttons made the row wider than a 375 px phone. */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-1 gap-y-2 pt-4">
        {/* The client's measurements, by garment and visit (decision 078). */}
        <AppLink
          to={`/measurements?tab=history&client=${encodeURIComponent(client.id)}`}
          aria-label={t.measurementsOf({ name: client.name })}
          className={cn(standaloneLinkClasses, 'inline-flex min-h-9 items-center gap-1.5 text-sm hover:underline')}
        >
          <Ruler className="h-4 w-4" aria-hidden />
          {t.measurementsLink}
        </AppLink>
        <div className="ms-auto flex flex-wrap justify-end gap-1">
          {onMeasurementRequests && <MeasurementRequestsButton name={client.name} onClick={onMeasurementRequests} />}
          {onPortal && <ClientPortalButton name={client.name} onClick={onPortal} />}
          {/* Copy the portal link, email, WhatsApp, SMS (decision 083). */}
          <SendMessageMenu client={client} defaultKind="order-ready" iconOnly />
          {onPhotos && <PhotosButton name={client.name} onClick={onPhotos} />}
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t.edit({ name: client.name })}>
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t.delete({ name: client.name })} className="text-destructive">
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
    </Card>
  );
}
