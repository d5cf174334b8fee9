import { type Client, type MessageChannel, type MessageKind } from '@atelier/shared';
import { Link2, Mail, MessageCircle, MessageSquare, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { copyText } from '@/lib/copy-text';
import { usePlanHas } from '@/features/billing';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { portalLinkUrl, useClientContact, useMessagingUsage } from '../api/messaging-api';
import { messagingMessages } from './messaging-messages';
import { SendMessageDialog, type MessageAbout } from './send-message-dialog';

type MessageClient = Pick<Client, 'id' | 'name'> & Partial<Pick<Client, 'email' | 'phone'>>;

function Item({
  icon,
  label,
  note,
  disabled,
  onSelect,
}: {
  icon: ReactNode;
  label: string;
  note?: string;
  disabled?: boolean;
  onSelect: () => void;
}) {
  return (
    <DropdownMenuItem disabled={disabled} onSelect={onSelect} className="min-h-10">
      {icon}
      <span className="flex flex-col">
        <span>{label}</span>
        {note && <span className="text-xs text-muted-foreground">{note}</span>}
      </span>
    </DropdownMenuItem>
  );
}

/**
 * "Send message" on a client's card, a project and an invoice (decision 083): copy the portal
 * link, send by email or SMS through Atelier, or share on WhatsApp. What the plan lacks is left
 * out (email and SMS need Premium, the portal too); what the client lacks (an address, a number)
 * or the month (its SMS) is shown disabled with the reason. A project or invoice knows only the
 * client's name, so the client is read when the menu opens.
 */
export function SendMessageMenu({
  client,
  about = {},
  defaultKind,
  iconOnly = false,
}: {
  client: MessageClient;
  about?: MessageAbout;
  defaultKind: MessageKind;
  iconOnly?: boolean;
}) {
  const t = useMessages(messagingMessages);
  const mayWrite = useCan('clients.write');
  const sends = usePlanHas('messagesToClients');
  // The link's address goes only to a role that sees all the portal shows (decision 102).
  const mayPortal = useCan('portal.manage');
  const portal = usePlanHas('clientPortal') && mayPortal;
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<MessageChannel | null>(null);
  const known = client.email !== undefined && client.phone !== undefined;
  const record = useClientContact(client.id, open && !known);
  const usage = useMessagingUsage(open && sends);
  if (!mayWrite) return null;

  const email = client.email ?? record.data?.email ?? '';
  const phone = client.phone ?? record.data?.phone ?? '';
  const smsLeft = usage.data?.sms.left;
  const copyLink = () =>
    void portalLinkUrl(client.id)
      .then((url) => copyText(url, { copied: t.portalLinkCopied, copyFailed: t.portalLinkCopyFailed }))
      .catch((error: unknown) => handleError(error));

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant={iconOnly ? 'ghost' : 'outline'}
            size={iconOnly ? 'icon' : 'md'}
            aria-label={t.sendMessageTo({ name: client.name })}
          >
            <MessageSquare className="h-4 w-4" aria-hidden />
            {!iconOnly && t.sendMessage}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-56">
          {portal && (
            <>
              <Item icon={<Link2 className="h-4 w-4" aria-hidden />} label={t.copyPortalLink} onSelect={copyLink} />
              <DropdownMenuSeparator />
            </>
          )}
          {sends && (
            <Item
              icon={<Mail className="h-4 w-4" aria-hidden />}
              label={t.byEmail}
              note={email ? undefined : t.noEmail}
              disabled={!email}
              onSelect={() => setChannel('email')}
            />
          )}
          <Item
            icon={<MessageCircle className="h-4 w-4" aria-hidden />}
            label={t.byWhatsapp}
            note={phone ? undefined : t.noPhone}
            disabled={!phone}
            onSelect={() => setChannel('whatsapp')}
          />
          {sends && (
            <Item
              icon={<Smartphone className="h-4 w-4" aria-hidden />}
              label={t.bySms}
              note={!phone ? t.noPhone : smsLeft === 0 ? t.noSmsLeft : smsLeft !== undefined ? t.smsLeft({ count: smsLeft }) : undefined}
              disabled={!phone || smsLeft === 0}
              onSelect={() => setChannel('sms')}
            />
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {channel && (
        <SendMessageDialog client={client} channel={channel} initialKind={defaultKind} about={about} onClose={() => setChannel(null)} />
      )}
    </>
  );
}
