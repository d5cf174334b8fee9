import type { Language } from '@atelier/shared';
import type { SandboxWords } from './sandbox-words-en.js';

type More = Exclude<Language, 'en' | 'fr'>;

/** The sandbox checkout in Spanish, Portuguese, German and Italian (decision 203). */
export const MORE_WORDS: Record<More, SandboxWords> = {
  es: {
    checkoutTitle: 'Pago en Atelier',
    sandboxTitle: 'Pago de prueba en Atelier',
    banner: '<strong>Entorno de pruebas:</strong> una página de pago de prueba. No se cobra ninguna tarjeta real ni se mueve dinero.',
    youPay: 'Usted paga',
    pay: 'Pagar {amount}',
    cardDetails: 'Datos de la tarjeta',
    cardNumber: 'Número de tarjeta',
    expMonth: 'Mes de caducidad',
    expYear: 'Año de caducidad',
    cvc: 'Código de seguridad',
    cancel: 'Cancelar y volver a Atelier',
    testCards: 'Tarjetas de prueba',
    testCardsHint: 'Use cualquier fecha de caducidad futura y cualquier código de seguridad de 3 cifras.',
    outcomes: ['se acepta', 'se rechaza', 'se rechaza por fondos insuficientes', 'se acepta y se rechaza en la siguiente renovación'],
    checkCard: 'Revise los datos de la tarjeta.',
    fieldInvalid: {
      number: 'El número de tarjeta no es válido',
      expMonth: 'El mes de caducidad no es válido',
      expYear: 'El año de caducidad no es válido',
      cvc: 'El código de seguridad no es válido',
    },
    back: 'Volver a Atelier',
    paidTitle: 'Ya pagado',
    paidPlan: 'Este pago se ha realizado. Su plan está activo.',
    paidDeposit: 'Este anticipo se ha pagado. Su cita está confirmada.',
    expiredTitle: 'Pago caducado',
    expiredPlan: 'Este pago ha caducado. Empiece de nuevo desde la página de precios.',
    expiredDeposit: 'Este pago ha caducado. Reserve de nuevo desde la página del taller.',
  },
  pt: {
    checkoutTitle: 'Pagamento Atelier',
    sandboxTitle: 'Pagamento de teste Atelier',
    banner: '<strong>Ambiente de teste:</strong> uma página de pagamento de teste. Nenhum cartão real é cobrado e nenhum dinheiro se move.',
    youPay: 'Vai pagar',
    pay: 'Pagar {amount}',
    cardDetails: 'Dados do cartão',
    cardNumber: 'Número do cartão',
    expMonth: 'Mês de validade',
    expYear: 'Ano de validade',
    cvc: 'Código de segurança',
    cancel: 'Cancelar e voltar ao Atelier',
    testCards: 'Cartões de teste',
    testCardsHint: 'Use qualquer data de validade futura e qualquer código de segurança de 3 algarismos.',
    outcomes: ['é aceite', 'é recusado', 'é recusado por saldo insuficiente', 'é aceite e depois recusado na renovação seguinte'],
    checkCard: 'Verifique os dados do cartão.',
    fieldInvalid: {
      number: 'O número do cartão não é válido',
      expMonth: 'O mês de validade não é válido',
      expYear: 'O ano de validade não é válido',
      cvc: 'O código de segurança não é válido',
    },
    back: 'Voltar ao Atelier',
    paidTitle: 'Já pago',
    paidPlan: 'Este pagamento foi feito. O seu plano está ativo.',
    paidDeposit: 'Este sinal foi pago. O seu agendamento está confirmado.',
    expiredTitle: 'Pagamento expirado',
    expiredPlan: 'Este pagamento expirou. Recomece a partir da página de preços.',
    expiredDeposit: 'Este pagamento expirou. Agende de novo a partir da página do ateliê.',
  },
  de: {
    checkoutTitle: 'Atelier-Zahlung',
    sandboxTitle: 'Atelier-Testzahlung',
    banner: '<strong>Testumgebung:</strong> eine Zahlungsseite zum Testen. Keine echte Karte wird belastet, kein Geld fließt.',
    youPay: 'Sie zahlen',
    pay: '{amount} zahlen',
    cardDetails: 'Kartendaten',
    cardNumber: 'Kartennummer',
    expMonth: 'Ablaufmonat',
    expYear: 'Ablaufjahr',
    cvc: 'Sicherheitscode',
    cancel: 'Abbrechen und zu Atelier zurück',
    testCards: 'Testkarten',
    testCardsHint: 'Verwenden Sie ein beliebiges künftiges Ablaufdatum und einen beliebigen dreistelligen Sicherheitscode.',
    outcomes: [
      'wird angenommen',
      'wird abgelehnt',
      'wird wegen fehlender Deckung abgelehnt',
      'wird angenommen und bei der nächsten Verlängerung abgelehnt',
    ],
    checkCard: 'Prüfen Sie die Kartendaten.',
    fieldInvalid: {
      number: 'Die Kartennummer ist ungültig',
      expMonth: 'Der Ablaufmonat ist ungültig',
      expYear: 'Das Ablaufjahr ist ungültig',
      cvc: 'Der Sicherheitscode ist ungültig',
    },
    back: 'Zurück zu Atelier',
    paidTitle: 'Bereits bezahlt',
    paidPlan: 'Diese Zahlung ist erfolgt. Ihr Tarif ist aktiv.',
    paidDeposit: 'Diese Anzahlung ist bezahlt. Ihr Termin ist bestätigt.',
    expiredTitle: 'Zahlung abgelaufen',
    expiredPlan: 'Diese Zahlung ist abgelaufen. Beginnen Sie erneut auf der Preisseite.',
    expiredDeposit: 'Diese Zahlung ist abgelaufen. Buchen Sie erneut auf der Seite des Ateliers.',
  },
  it: {
    checkoutTitle: 'Pagamento Atelier',
    sandboxTitle: 'Pagamento di prova Atelier',
    banner:
      '<strong>Ambiente di prova:</strong> una pagina di pagamento di prova. Nessuna carta reale viene addebitata e nessun denaro si muove.',
    youPay: 'Importo da pagare',
    pay: 'Paga {amount}',
    cardDetails: 'Dati della carta',
    cardNumber: 'Numero della carta',
    expMonth: 'Mese di scadenza',
    expYear: 'Anno di scadenza',
    cvc: 'Codice di sicurezza',
    cancel: 'Annulla e torna ad Atelier',
    testCards: 'Carte di prova',
    testCardsHint: 'Usi una qualsiasi data di scadenza futura e un qualsiasi codice di sicurezza di 3 cifre.',
    outcomes: [
      'viene accettata',
      'viene rifiutata',
      'viene rifiutata per fondi insufficienti',
      'viene accettata, poi rifiutata al rinnovo successivo',
    ],
    checkCard: 'Controlli i dati della carta.',
    fieldInvalid: {
      number: 'Il numero della carta non è valido',
      expMonth: 'Il mese di scadenza non è valido',
      expYear: 'L’anno di scadenza non è valido',
      cvc: 'Il codice di sicurezza non è valido',
    },
    back: 'Torna ad Atelier',
    paidTitle: 'Già pagato',
    paidPlan: 'Questo pagamento è stato effettuato. Il Suo piano è attivo.',
    paidDeposit: 'Questo acconto è stato pagato. Il Suo appuntamento è confermato.',
    expiredTitle: 'Pagamento scaduto',
    expiredPlan: 'Questo pagamento è scaduto. Ricominci dalla pagina dei prezzi.',
    expiredDeposit: 'Questo pagamento è scaduto. Prenoti di nuovo dalla pagina dell’atelier.',
  },
};

/** What the server says in English on this page, in each of these languages. */
export const MORE_MESSAGES: Record<More, Readonly<Record<string, string>>> = {
  es: {
    'Your card was declined.': 'Su tarjeta ha sido rechazada.',
    'Your card has insufficient funds.': 'Su tarjeta no tiene fondos suficientes.',
    'Too many attempts on this checkout. Please wait a few minutes and try again.':
      'Demasiados intentos en este pago. Espere unos minutos y vuelva a intentarlo.',
    'This checkout has ended.': 'Este pago ha terminado.',
  },
  pt: {
    'Your card was declined.': 'O seu cartão foi recusado.',
    'Your card has insufficient funds.': 'O seu cartão não tem saldo suficiente.',
    'Too many attempts on this checkout. Please wait a few minutes and try again.':
      'Demasiadas tentativas neste pagamento. Aguarde alguns minutos e tente de novo.',
    'This checkout has ended.': 'Este pagamento terminou.',
  },
  de: {
    'Your card was declined.': 'Ihre Karte wurde abgelehnt.',
    'Your card has insufficient funds.': 'Ihre Karte ist nicht ausreichend gedeckt.',
    'Too many attempts on this checkout. Please wait a few minutes and try again.':
      'Zu viele Versuche bei dieser Zahlung. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    'This checkout has ended.': 'Diese Zahlung ist beendet.',
  },
  it: {
    'Your card was declined.': 'La Sua carta è stata rifiutata.',
    'Your card has insufficient funds.': 'La Sua carta non ha fondi sufficienti.',
    'Too many attempts on this checkout. Please wait a few minutes and try again.':
      'Troppi tentativi su questo pagamento. Attenda qualche minuto e riprovi.',
    'This checkout has ended.': 'Questo pagamento è terminato.',
  },
};

/** A deposit's line on the checkout, in the booking's language. */
export const MORE_DEPOSIT_LINES: Record<More, (type: string, studio: string) => string> = {
  es: (type, studio) => `Anticipo: ${type}, ${studio}`,
  pt: (type, studio) => `Sinal: ${type}, ${studio}`,
  de: (type, studio) => `Anzahlung: ${type}, ${studio}`,
  it: (type, studio) => `Acconto: ${type}, ${studio}`,
};
