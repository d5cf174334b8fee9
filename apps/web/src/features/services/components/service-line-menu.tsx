import type { Service } from '@atelier/shared';
import { ListOrdered } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useServices } from '../api/services-api';
import { serviceMessages } from '../messages';

/** A line as an invoice takes it: the service's name, one of it, at its price; a quote keeps the service's id (decision 158). */
export type ServiceLine = { serviceId: string; description: string; quantity: number; rate: number };

/**
 * The invoice form's "Add from price list" (decision 150): a service's name and price copied onto
 * a new line, so a later change of price never alters the invoice. Only for the roles that see
 * prices, on the plans with the price list, once it has an active service.
 */
export function ServiceLineMenu({ onAdd }: { onAdd: (line: ServiceLine) => void }) {
  const t = useMessages(serviceMessages);
  const format = useFormat();
  const included = usePlanHas('invoices');
  const seesPrices = useCan('services.write');
  const list = useServices();
  const offered = useMemo(() => list.items.filter((s: Service) => s.active && s.price !== null), [list.items]);
  if (!included || !seesPrices || offered.length === 0) return null;
  return (
    // Not modal, as the other menus in dialogs: a modal menu hides the dialog's fields with aria-hidden.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <ListOrdered className="h-4 w-4" aria-hidden /> {t.addFromPriceList}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-72 overflow-y-auto">
        {offered.map((s) => (
          <DropdownMenuItem
            key={s.id}
            className="min-h-11"
            onSelect={() => onAdd({ serviceId: s.id, description: s.name, quantity: 1, rate: s.price ?? 0 })}
          >
            {s.name} · {format.money(s.price ?? 0)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
