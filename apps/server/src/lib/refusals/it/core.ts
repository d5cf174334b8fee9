import type { EN_CORE } from '../en/core.js';

/** The server's refusals in Italian (decisions 200, 203); the type asks for every English key. */
export const IT_CORE: Record<keyof typeof EN_CORE, string> = {
  'plan.invoices': 'Le fatture sono incluse nei piani Premium ed Enterprise. Passi a uno di questi piani per usarle.',
  'plan.calendar': 'Passi a un piano superiore per usare questa funzione…',
  'plan.analytics':
    'Le statistiche sono incluse nei piani Premium ed Enterprise. Passi a uno di questi piani per vedere i numeri del Suo atelier.',
  'plan.advancedAnalytics': 'I periodi personalizzati e i download CSV fanno parte delle statistiche avanzate del piano Enterprise.',
  'plan.timeline':
    'Le fasi di lavorazione sono incluse nei piani Premium ed Enterprise. Passi a uno di questi piani per seguire ogni commessa fase per fase.',
  'plan.garmentTemplates': 'I Suoi modelli di capo sono inclusi nei piani Premium ed Enterprise. Passi a uno di questi piani per crearli.',
  'plan.team': 'I team fanno parte del piano Enterprise. Passi a questo piano per invitare persone nel Suo atelier.',
  'plan.branding': 'Il marchio personalizzato fa parte del piano Enterprise. Passi a questo piano per mettere logo e colore sui documenti.',
  'plan.apiTokens': 'L’accesso API fa parte del piano Enterprise. Passi a questo piano per creare token API.',
  'plan.bookings':
    'Le prenotazioni online sono incluse nei piani Premium ed Enterprise. Passi a uno di questi piani per far prenotare i clienti con un acconto.',
  'plan.quotes': 'I preventivi sono inclusi nei piani Premium ed Enterprise. Passi a uno di questi piani per inviarli.',
  'plan.contracts':
    'I contratti firmati sono inclusi nei piani Premium ed Enterprise. Passi a uno di questi piani per farli firmare ai clienti.',
  'plan.groups':
    'I gruppi, come un corteo nuziale, sono inclusi nei piani Premium ed Enterprise. Passi a uno di questi piani per vestire un intero gruppo.',
  'plan.clientPortal':
    'L’area clienti è inclusa nei piani Premium ed Enterprise. Passi a uno di questi piani per condividere un link privato con i Suoi clienti.',
  'plan.materials':
    'Il magazzino di tessuti e materiali è incluso nei piani Premium ed Enterprise. Passi a uno di questi piani per gestirlo in Atelier.',
  'plan.messagesToClients':
    'Inviare messaggi ai clienti via e-mail o SMS fa parte dei piani Premium ed Enterprise. Passi a uno di ' +
    'questi piani per inviarli; Condividi su WhatsApp funziona con ogni piano.',
  'plan.lapsed': 'Il Suo abbonamento {plan} non è attivo. Lo rinnovi nella pagina dei prezzi per usarlo di nuovo.',
  'payment.creditNote': 'Una nota di credito non riceve pagamenti: il denaro restituito è registrato come suo rimborso',
  'payment.tooMany': 'Al massimo {max} pagamenti per fattura',
  'payment.fullyPaid': 'Questa fattura è interamente pagata',
  'payment.overBalance': 'L’importo non può superare il saldo da pagare ({balance})',
  'payment.refundKept': 'Questo rimborso è stato fatto con la nota di credito {number}: resta con essa',
  'request.fieldRequired': '«{field}» è obbligatorio',
  'request.unknownField': 'Campo sconosciuto «{field}»',
  'request.invalidValue': 'Valore non valido per «{field}»',
  'request.invalid': 'La richiesta non è valida.',
  'request.recordNotFound': 'Elemento non trovato',
  'request.badUrl': 'L’indirizzo della richiesta non è valido.',
  'request.unreadable': 'Impossibile leggere la richiesta.',
  'request.invalidJson': 'Il corpo della richiesta non è JSON valido.',
  'request.emptyJson': 'Il corpo della richiesta è vuoto; invii un oggetto JSON.',
  'request.tooLarge': 'Il corpo della richiesta è troppo grande.',
  'request.mediaType': 'Invii il corpo della richiesta come application/json.',
  'request.badLength': 'La lunghezza del corpo della richiesta è errata.',
  'request.tooManyRequests': 'Troppe richieste. Rallenti, per favore.',
  'request.unavailable': 'Il servizio è momentaneamente non disponibile. Riprovi tra un attimo.',
  'request.serverFault': 'Qualcosa è andato storto da parte nostra. Riprovi; se succede ancora, contatti l’assistenza citando {requestId}.',
  'session.ended': 'La Sua sessione è scaduta. Acceda di nuovo.',
};
