import type {
  BookingSlot,
  Language,
  PortalContract,
  PortalConversationMessage,
  PortalQuote,
  PortalView,
  SignContractBody,
  SubmitSelfMeasurementBody,
} from '@atelier/shared';
import { publicCall as call } from '@/lib/public-api';

/**
 * The portal's calls (decision 085) through the public pages' one fetch (decision 196): the token
 * in the address is the only key.
 */
type Appointment = PortalView['appointments'][number];
type MeasurementRequest = PortalView['measurementRequests'][number];
export type SubmitAnswer = {
  request: MeasurementRequest;
  flags: Array<{ name: string; reason: 'implausible' | 'far-from-previous' }>;
};

export type PortalApi = ReturnType<typeof portalApi>;

/** Messages of the conversation a page reads at a time. */
const THREAD_PAGE = 20;

/** The calls of one link. */
export function portalApi(token: string) {
  const base = `/api/v1/portal/${encodeURIComponent(token)}`;
  const id = encodeURIComponent;
  return {
    view: () => call<{ portal: PortalView }>('GET', base),
    /** Confirms the appointment as shown: its fingerprint goes back (decision 183). */
    confirm: (appointment: Pick<Appointment, 'id' | 'documentSha256'>) =>
      call<{ appointment: Appointment }>('POST', `${base}/appointments/${id(appointment.id)}/confirm`, {
        documentSha256: appointment.documentSha256,
      }),
    reschedule: (appointmentId: string, message: string) =>
      call<{ appointment: Appointment }>('POST', `${base}/appointments/${id(appointmentId)}/reschedule`, { message }),
    message: (message: string) => call<{ message: PortalConversationMessage }>('POST', `${base}/messages`, { message }),
    /** The conversation with the studio, newest first, a page at a time (decision 131). */
    messages: (cursor?: string) =>
      call<{ messages: PortalConversationMessage[]; nextCursor?: string | null }>(
        'GET',
        `${base}/messages?limit=${THREAD_PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    /** The client has seen the conversation: the studio's messages are read (decision 136). */
    messagesRead: () => call<{ unread: number }>('POST', `${base}/messages/read`),
    language: (language: Language) => call<{ language: Language }>('PUT', `${base}/language`, { language }),
    submitMeasurements: (requestId: string, body: SubmitSelfMeasurementBody) =>
      call<SubmitAnswer>('POST', `${base}/measurement-requests/${id(requestId)}`, body),
    /** A booked appointment (decision 161): the times it can move to, then cancelled or moved within the notice. */
    bookingSlots: (appointmentId: string) =>
      call<{ slots: BookingSlot[]; timeZone: string }>('GET', `${base}/appointments/${id(appointmentId)}/slots`),
    cancelBooking: (appointmentId: string) =>
      call<{ appointment: Appointment }>('POST', `${base}/appointments/${id(appointmentId)}/cancel`),
    moveBooking: (appointmentId: string, slot: BookingSlot) =>
      call<{ appointment: Appointment }>('POST', `${base}/appointments/${id(appointmentId)}/move`, {
        start: slot.start,
        memberId: slot.memberId,
      }),
    icsUrl: (appointmentId: string) => `${base}/appointments/${id(appointmentId)}/ics`,
    pdfUrl: (invoiceId: string) => `${base}/invoices/${id(invoiceId)}/pdf`,
    /** The contracts sent to sign (decision 159), their PDFs and the signature. */
    contracts: () => call<{ contracts: PortalContract[] }>('GET', `${base}/contracts`),
    signContract: (contractId: string, body: SignContractBody) =>
      call<{ contract: PortalContract }>('POST', `${base}/contracts/${id(contractId)}/sign`, body),
    contractPdfUrl: (contractId: string) => `${base}/contracts/${id(contractId)}/pdf`,
    /** The quotes the studio sent (decision 158), answered and downloaded here. */
    quotes: () => call<{ quotes: PortalQuote[] }>('GET', `${base}/quotes`),
    /** Accepts the quote as shown: its fingerprint goes back (decision 183). */
    acceptQuote: (quote: Pick<PortalQuote, 'id' | 'documentSha256'>) =>
      call<{ quote: PortalQuote }>('POST', `${base}/quotes/${id(quote.id)}/accept`, { documentSha256: quote.documentSha256 }),
    declineQuote: (quoteId: string, reason: string) =>
      call<{ quote: PortalQuote }>('POST', `${base}/quotes/${id(quoteId)}/decline`, reason ? { reason } : {}),
    quotePdfUrl: (quoteId: string) => `${base}/quotes/${id(quoteId)}/pdf`,
  };
}
