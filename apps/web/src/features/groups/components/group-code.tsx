import type { Group } from '@atelier/shared';
import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { copyText } from '@/lib/copy-text';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useBookingSlug, useUpdateGroup } from '../api/groups-api';
import { groupMessages } from '../messages';
import { bookingLinkOf } from './group-texts';

/**
 * The group's code, big enough to read out at the counter, and the booking page's link with it
 * (decision 160) when the studio has a booking page the role may read; a new code on demand.
 */
export function GroupCode({ group }: { group: Group }) {
  const t = useMessages(groupMessages);
  const canWrite = useCan('groups.write');
  const slug = useBookingSlug(useCan('bookings.read')).data ?? null;
  const update = useUpdateGroup();
  const [confirming, setConfirming] = useState(false);
  const link = slug ? bookingLinkOf(window.location.origin, slug, group.code) : null;
  const copied = { copied: t.copied, copyFailed: t.copyFailed };
  return (
    <Card className="space-y-3 p-5" aria-labelledby="group-code-title">
      <h2 id="group-code-title" className="text-sm font-medium text-muted-foreground">
        {t.codeTitle}
      </h2>
      <p className="font-mono text-3xl font-bold tracking-[0.2em]" data-testid="group-code">
        {group.code}
      </p>
      <p className="text-sm text-muted-foreground">{link ? t.codeHelp : t.codeHelpNoPage}</p>
      {link && (
        <p className="text-sm break-all">
          <span className="text-muted-foreground">{t.bookingLink}: </span>
          <span data-testid="group-booking-link">{link}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11" onClick={() => void copyText(group.code, copied)}>
          <Copy className="h-4 w-4" aria-hidden /> {t.copyCode}
        </Button>
        {link && (
          <Button variant="outline" className="min-h-11" onClick={() => void copyText(link, copied)}>
            <Copy className="h-4 w-4" aria-hidden /> {t.copyLink}
          </Button>
        )}
        {canWrite && (
          <Button variant="ghost" className="min-h-11" onClick={() => setConfirming(true)}>
            <RefreshCw className="h-4 w-4" aria-hidden /> {t.regenerate}
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t.regenerateTitle}
          description={t.regenerateText}
          confirmLabel={t.regenerate}
          onClose={() => setConfirming(false)}
          action={() => update.mutateAsync({ id: group.id, body: { regenerateCode: true } })}
        />
      )}
    </Card>
  );
}
