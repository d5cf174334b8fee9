import { API, type Project } from '@atelier/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePlanHas } from '@/features/billing';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { clientContactQueryOptions, sendOrderReady } from '../api/messaging-api';
import { messagingMessages } from './messaging-messages';
import { openPendingTab } from './whatsapp-window';

type Ready = Pick<Project, 'status' | 'stages'>;

/** A stage a studio named for the garment being ready to collect: 'Ready', 'Ready for pickup', 'Prête'. */
const READY_STAGE = /^(ready|prêt|prête)\b/i;
const readyStageDone = (p: Ready) => p.stages.some((s) => READY_STAGE.test(s.name.trim()) && s.status === 'done');

/** Whether a change made the project ready (decision 083): it became completed, or its 'Ready' stage was done. */
export function becameReady(before: Ready, after: Ready): boolean {
  if (after.status === 'completed' && before.status !== 'completed') return true;
  return readyStageDone(after) && !readyStageDone(before);
}

/**
 * After a project's change: when it made the project ready, a toast offers to send 'Order ready'
 * to its client by the client's preferred channel, when that channel can be used (the plan, the
 * client's address or number). The action sends at once (for WhatsApp it opens the chat) with
 * `sendOrderReady`, a plain call since the dialog that changed the project is often closed by then.
 */
export function useOrderReadyOffer(): (before: Ready, after: Project) => void {
  const t = useMessages(messagingMessages);
  const labels = useLabels();
  const sends = usePlanHas('messagesToClients');
  const mayWrite = useCan('clients.write');
  const queryClient = useQueryClient();
  return useCallback(
    (before, after) => {
      if (!mayWrite || !becameReady(before, after)) return;
      const id = after.clientId.id;
      const read = queryClient.fetchQuery({ ...clientContactQueryOptions(id), meta: { quiet: true } });
      void read
        .then((client) => {
          const channel = client.preferredChannel;
          if (channel !== 'whatsapp' && !sends) return;
          if (channel === 'email' ? !client.email : !client.phone) return;
          const sendNow = () => {
            const tab = channel === 'whatsapp' ? openPendingTab() : null;
            sendOrderReady(queryClient, id, { kind: 'order-ready', channel, projectId: after.id })
              .then((message) => {
                if (tab) tab.go(message.whatsappUrl);
                else toast.success(routeText(API.messaging.send));
              })
              .catch((error: unknown) => {
                tab?.cancel();
                handleError(error);
              });
          };
          toast.message(t.offerTitle({ project: after.name }), {
            duration: 20_000,
            description: t.offerDescription({ name: client.name }),
            action: { label: t.offerAction({ channel: labels.messageChannel(channel) }), onClick: sendNow },
          });
        })
        // The offer is a convenience: a client that cannot be read now means no offer, not an error.
        .catch(() => undefined);
    },
    [mayWrite, sends, queryClient, t, labels],
  );
}
