import type { ClientOverview, GatedFeature, Permission } from '@atelier/shared';
import { ArrowLeft, CalendarPlus, FilePlus, FileSignature, FolderPlus, Link2, PenLine, Pencil, Ruler } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { usePlanHas } from '@/features/billing';
import { SendMessageMenu } from '@/features/messaging';
import { ClientPortalButton, ClientPortalDialog } from '@/features/portal';
import { WaitingBadge } from '@/features/offline';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { CLIENT_PARAM, forClientPath } from '@/lib/navigation';
import { useCan } from '@/lib/permissions';
import { useRefreshClientOverview } from '../api/client-overview';
import { clientPageMessages } from '../page-messages';
import { clientMessages } from '../messages';
import { ClientFormDialog } from './client-form-dialog';
import { ContactLines, hasContact } from './contact-lines';

type Client = ClientOverview['client'];

/** A 'New …' link to the screen that makes it, the client chosen there (decision 126); left out when the role or plan cannot. */
function NewLink({
  to,
  permission,
  feature,
  icon,
  children,
}: {
  to: string;
  permission: Permission;
  feature?: GatedFeature;
  icon: ReactNode;
  children: ReactNode;
}) {
  const may = useCan(permission);
  // Hooks run whatever the feature; a link with no plan feature asks about one and ignores it.
  const included = usePlanHas(feature ?? 'invoices') || !feature;
  if (!may || !included) return null;
  return (
    <AppLink to={to} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-10')}>
      {icon}
      {children}
    </AppLink>
  );
}

/** Email, phone and address, each a link that calls, writes or nothing; what is missing is left out. */
function Contact({ client }: { client: Client }) {
  const tp = useMessages(clientPageMessages);
  if (!hasContact(client)) return <p className="text-sm text-muted-foreground">{tp.noContact}</p>;
  return (
    <ul className="space-y-1 text-sm" aria-label={tp.contact}>
      <ContactLines client={client} linkClassName={cn(inlineLinkClasses, standaloneLinkClasses)} />
    </ul>
  );
}

/** A business client's company and VAT numbers and country, when set (decision 167). */
function BusinessDetails({ client }: { client: Client }) {
  const t = useMessages(clientMessages);
  const rows = [
    [t.companyNumber, client.companyNumber],
    [t.vatNumber, client.vatNumber],
    [t.country, client.country],
  ].filter(([, value]) => !!value);
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="client-business-details">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Edit, message and the portal link, with the dialogs they open; each left out when the role cannot. */
function Actions({ client }: { client: Client }) {
  const t = useMessages(clientPageMessages);
  const canWrite = useCan('clients.write');
  const canPortal = useCan('portal.manage');
  const [open, setOpen] = useState<'edit' | 'portal' | null>(null);
  const refresh = useRefreshClientOverview(client.id);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap items-center gap-1" role="group" aria-label={t.actionsLabel({ name: client.name })}>
      {canWrite && (
        <Button variant="outline" size="sm" className="h-10" onClick={() => setOpen('edit')} aria-label={t.edit({ name: client.name })}>
          <Pencil className="h-4 w-4" aria-hidden /> {t.editShort}
        </Button>
      )}
      <SendMessageMenu client={client} defaultKind="order-ready" />
      {canPortal && <ClientPortalButton name={client.name} onClick={() => setOpen('portal')} />}
      {open === 'edit' && <ClientFormDialog client={client} onClose={close} />}
      {open === 'portal' && (
        <ClientPortalDialog
          clientId={client.id}
          name={client.name}
          canWrite={canPortal}
          onClose={() => {
            close();
            // The page says whether a link is live: read it again.
            refresh();
          }}
        />
      )}
    </div>
  );
}

/** New records for the client, each on the screen that makes them with the client chosen (decision 126). */
function NewRecords({ id }: { id: string }) {
  const t = useMessages(clientPageMessages);
  const icon = 'h-4 w-4';
  return (
    <div className="flex flex-wrap gap-2">
      <NewLink
        to={`/measurements?${CLIENT_PARAM}=${encodeURIComponent(id)}`}
        permission="measurements.write"
        icon={<Ruler className={icon} aria-hidden />}
      >
        {t.newMeasurement}
      </NewLink>
      <NewLink
        to={forClientPath('/projects', id, { new: true })}
        permission="projects.write"
        icon={<FolderPlus className={icon} aria-hidden />}
      >
        {t.newProject}
      </NewLink>
      <NewLink
        to={forClientPath('/invoices', id, { new: true })}
        permission="invoices.write"
        feature="invoices"
        icon={<FilePlus className={icon} aria-hidden />}
      >
        {t.newInvoice}
      </NewLink>
      {/* A quote for the client, accepted on their portal (decision 158). */}
      <NewLink
        to={`/quotes/new?${CLIENT_PARAM}=${encodeURIComponent(id)}`}
        permission="quotes.write"
        feature="quotes"
        icon={<FileSignature className={icon} aria-hidden />}
      >
        {t.newQuote}
      </NewLink>
      {/* A contract for the client, signed on their portal (decision 159). */}
      <NewLink
        to={`/contracts?${CLIENT_PARAM}=${encodeURIComponent(id)}`}
        permission="contracts.write"
        feature="contracts"
        icon={<PenLine className={icon} aria-hidden />}
      >
        {t.newContract}
      </NewLink>
      <NewLink
        to={forClientPath('/calendar', id, { new: true })}
        permission="calendar.write"
        feature="calendar"
        icon={<CalendarPlus className={icon} aria-hidden />}
      >
        {t.newAppointment}
      </NewLink>
    </div>
  );
}

/**
 * The client page's head (decision 126): back to the list, the name (the page's h1), status,
 * contact, and what can be done for the client from here: edit, message, the portal link, and
 * new records on the screens that make them, the client already chosen.
 */
export function ClientPageHeader({ overview }: { overview: ClientOverview }) {
  const { client, portal } = overview;
  const t = useMessages(clientPageMessages);
  const labels = useLabels();
  return (
    <header className="mb-6 space-y-4">
      <AppLink to="/clients" className={cn(inlineLinkClasses, standaloneLinkClasses, 'gap-1 text-sm')}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t.back}
      </AppLink>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words sm:text-3xl">{client.name}</h1>
            <Badge variant={client.status === 'active' ? 'success' : 'secondary'}>{labels.clientStatus(client.status)}</Badge>
            <WaitingBadge recordId={client.id} />
          </div>
          <Contact client={client} />
          <BusinessDetails client={client} />
          {portal && (
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="client-portal-state">
              <Link2 className="h-4 w-4" aria-hidden /> {portal.live ? t.portalLive : t.portalNone}
            </p>
          )}
        </div>
        <Actions client={client} />
      </div>
      <NewRecords id={client.id} />
    </header>
  );
}
