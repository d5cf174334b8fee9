import type { Rental } from '@atelier/shared';
import { OpeningLinks, useInvoiceAndAgreement } from '@/components/ui/opening-links';
import { useMessages } from '@/lib/i18n/i18n';
import { useOpenFromRental, type RentalOpening } from '../api/rentals-api';
import { rentalMessages } from '../messages';

/** The rental's invoice and agreement (decision 226): a link once made, else the button that makes it, for a role that may. */
export function RentalOpenings({ rental }: { rental: Rental }) {
  const t = useMessages(rentalMessages);
  const opener = useOpenFromRental();
  const openings = useInvoiceAndAgreement({ clientId: rental.client.id, invoiceId: rental.invoiceId, contractId: rental.contractId }, t);
  return (
    <OpeningLinks
      label={t.openingsLabel({ name: rental.client.name })}
      openings={openings}
      pending={opener.isPending ? (opener.variables?.opening ?? null) : null}
      onOpen={(key) => opener.mutate({ id: rental.id, opening: key as RentalOpening })}
    />
  );
}
