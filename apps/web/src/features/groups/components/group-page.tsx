import type { GroupDetail, SpecialOrder } from '@atelier/shared';
import { Mail, Pencil, Plus, Receipt, Shirt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { RecordHeader, RecordPage } from '@/components/layout/record-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { clientPath } from '@/lib/navigation';
import { useCan } from '@/lib/permissions';
import { usePlanHas } from '@/features/billing';
import { PartyRentalDialog } from '@/features/rentals';
import { useSpecialOrdersOf } from '@/features/special-orders';
import { useDeleteGroup, useGroup } from '../api/groups-api';
import { groupMessages } from '../messages';
import { AddMemberDialog } from './add-member-dialog';
import { GroupCode } from './group-code';
import { GroupFormDialog } from './group-form-dialog';
import { GroupMembers } from './group-members';
import { kindText } from './group-texts';
import { InvoiceDialog } from './invoice-dialog';
import { MessageDialog } from './message-dialog';
import { PartyCountdown } from './party-countdown';
import { PartyOrders } from './party-orders';

type Open = 'edit' | 'delete' | 'add' | 'message' | 'invoice' | 'rent' | null;

/** "6 of 8 measured": the four counts at the top of the group. */
function Counts({ detail }: { detail: GroupDetail }) {
  const t = useMessages(groupMessages);
  const { counts } = detail.group;
  const items = [
    t.measuredCount({ n: counts.measured, count: counts.members }),
    t.fittedCount({ n: counts.fitted, count: counts.members }),
    t.paidCount({ n: counts.paid, count: counts.members }),
    t.doneCount({ n: counts.done, count: counts.members }),
  ];
  return (
    <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label={t.counts} data-testid="group-counts">
      {items.map((text) => (
        <li key={text}>
          <Card className="p-3 text-sm font-medium">{text}</Card>
        </li>
      ))}
    </ul>
  );
}

const NONE: readonly SpecialOrder[] = [];

/** The party's special orders, for those who may read them on a plan that has them; none otherwise. */
function usePartyOrders(groupId: string): readonly SpecialOrder[] {
  const canRead = useCan('specialOrders.read');
  const onPlan = usePlanHas('materials');
  return useSpecialOrdersOf({ groupId }, canRead && onPlan).data ?? NONE;
}

function GroupView({ detail }: { detail: GroupDetail }) {
  const t = useMessages(groupMessages);
  const navigate = useNavigate();
  const { group, members } = detail;
  const canWrite = useCan('groups.write');
  const canInvoice = useCan('invoices.write');
  const mayRent = useCan('rentals.write');
  const rentsOnPlan = usePlanHas('materials');
  const canRent = mayRent && rentsOnPlan;
  const remove = useDeleteGroup();
  const orders = usePartyOrders(group.id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="mx-auto max-w-6xl space-y-6" data-testid="group-page">
      <RecordHeader
        title={group.name}
        titleClassName="text-3xl font-bold tracking-tight"
        titleTestId="group-name"
        badges={<Badge variant="secondary">{kindText(t, group.kind)}</Badge>}
      >
        <PartyCountdown eventDate={group.eventDate} orders={orders} />
        <p className="text-sm">
          <span className="text-muted-foreground">{t.payer}: </span>
          {group.payer ? (
            <AppLink to={clientPath(group.payer.id)} className="font-medium hover:underline">
              {group.payer.name}
            </AppLink>
          ) : (
            t.noPayer
          )}
        </p>
        {canWrite && (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button variant="outline" className="min-h-11" onClick={() => setOpen('edit')}>
              <Pencil className="h-4 w-4" aria-hidden /> {t.edit}
            </Button>
            <Button variant="outline" className="min-h-11" onClick={() => setOpen('delete')}>
              <Trash2 className="h-4 w-4" aria-hidden /> {t.deleteGroup}
            </Button>
          </div>
        )}
      </RecordHeader>
      <Counts detail={detail} />
      <GroupCode group={group} />
      <section aria-labelledby="group-members-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="group-members-title" className="text-xl font-semibold">
            {t.membersTitle}
          </h2>
          <div className="flex flex-wrap gap-2 *:grow sm:*:grow-0">
            {canWrite && (
              <Button className="min-h-11" onClick={() => setOpen('add')}>
                <Plus className="h-4 w-4" aria-hidden /> {t.addMember}
              </Button>
            )}
            {canWrite && members.length > 0 && (
              <Button variant="outline" className="min-h-11" onClick={() => setOpen('message')}>
                <Mail className="h-4 w-4" aria-hidden /> {t.messageAll}
              </Button>
            )}
            {canRent && members.length > 0 && (
              <Button variant="outline" className="min-h-11" onClick={() => setOpen('rent')}>
                <Shirt className="h-4 w-4" aria-hidden /> {t.rentForParty}
              </Button>
            )}
            {canInvoice && members.length > 0 && (
              <Button variant="outline" className="min-h-11" onClick={() => setOpen('invoice')}>
                <Receipt className="h-4 w-4" aria-hidden /> {t.invoice}
              </Button>
            )}
          </div>
        </div>
        <GroupMembers groupId={group.id} members={members} orders={orders} />
      </section>
      <PartyOrders orders={orders} />
      {open === 'edit' && <GroupFormDialog group={group} onClose={close} />}
      {open === 'add' && <AddMemberDialog groupId={group.id} onClose={close} />}
      {open === 'message' && <MessageDialog groupId={group.id} onClose={close} />}
      {open === 'rent' && (
        <PartyRentalDialog group={{ id: group.id, name: group.name, payerId: group.payer?.id ?? null }} onClose={close} />
      )}
      {open === 'invoice' && <InvoiceDialog group={group} members={members} onClose={close} />}
      {open === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteText({ name: group.name })}
          confirmLabel={t.deleteGroup}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(group.id);
            void navigate('/groups');
          }}
        />
      )}
    </div>
  );
}

function GroupLoader() {
  const t = useMessages(groupMessages);
  const { id = '' } = useParams();
  const query = useGroup(id);
  return (
    <RecordPage query={query} list={{ to: '/groups', label: t.back }} loadingText={t.loadingGroup} failedTitle={t.failedTitle}>
      {(detail) => <GroupView detail={detail} />}
    </RecordPage>
  );
}

/** /groups/:id (decision 160): the group, "6 of 8 measured", its code and booking link, and each member's progress. */
export function GroupPage() {
  return <GroupLoader />;
}
