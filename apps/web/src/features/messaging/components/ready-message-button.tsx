import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePlanHas } from '@/features/billing';
import { useCan } from '@/lib/permissions';
import { useClientContact } from '../api/messaging-api';
import { readyChannelUsable, sendReadyMessage } from './order-ready';

/**
 * 'Order ready' sent with one press by the client's preferred channel, with the studio's own
 * template (decision 083): the counter's ready ticket offers it (decision 155). Shown only when
 * that channel can be used.
 */
export function ReadyMessageButton({ clientId, projectId, label }: { clientId: string; projectId: string; label: string }) {
  const sends = usePlanHas('messagesToClients');
  const mayWrite = useCan('clients.write');
  const contact = useClientContact(clientId, mayWrite);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const client = contact.data;
  if (!mayWrite || !client || !readyChannelUsable(client, sends)) return null;
  const send = () => {
    setBusy(true);
    void sendReadyMessage(queryClient, clientId, client.preferredChannel, projectId).finally(() => setBusy(false));
  };
  return (
    <Button onClick={send} loading={busy} size="lg" className="w-full sm:w-auto">
      <Send className="h-4 w-4" aria-hidden /> {label}
    </Button>
  );
}
