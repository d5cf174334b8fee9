import type { EN_ACCOUNTS } from '../en/accounts.js';

/** The refusals of team, account, sign-in, two-factor, API tokens, subscriptions, plans (decision 200); the type asks for every English key. */
export const IT_ACCOUNTS: Record<keyof typeof EN_ACCOUNTS, string> = {
  // Team
  'team.memberNotFound': 'Membro non trovato',
  'team.cannotChangeOwnRole': 'Non può cambiare il proprio ruolo. Il titolare dell’atelier mantiene il ruolo di titolare.',
  'team.cannotRemoveSelf': 'Non può rimuovere sé stesso. Il titolare dell’atelier mantiene il ruolo di titolare.',
  'team.cannotChangeOwnerRole': 'Non può cambiare il ruolo del titolare dell’atelier.',
  'team.cannotRemoveOwner': 'Non può rimuovere il titolare dell’atelier.',
  'team.noLongerMember': 'Non è più membro di questo atelier.',
  'team.ownerCannotLeave': 'Il titolare non può lasciare il proprio atelier. Eliminando l’account si elimina anche l’atelier.',
  'team.held.clients': 'clienti',
  'team.held.measurements': 'misure',
  'team.held.projects': 'progetti',
  'team.held.invoices': 'fatture',
  'team.held.events': 'eventi del calendario',
  'team.held.patterns': 'cartamodelli',
  'team.held.otherMembers': 'altri membri',
  'team.ownStudioNotEmpty':
    'Il Suo atelier contiene ancora dei dati ({held}). Unirsi a un altro atelier elimina il Suo, quindi li sposti o li elimini prima.',
  'team.ownSubscription': 'Lei paga un abbonamento proprio. Lo annulli prima nella pagina Fatturazione, poi accetti l’invito.',
  'team.invitationNotFound': 'Invito non trovato',
  'team.invitationForOther': 'Questo invito è per {email}. Acceda con quell’indirizzo per accettarlo.',
  'team.studioNotEnterprise':
    'Questo atelier non ha più il piano Enterprise, quindi non può accogliere nuovi membri. Chieda al titolare di rinnovare Enterprise.',
  'team.alreadyMember': 'È già membro di questo atelier.',
  'team.studioFull': 'Questo atelier ha già {max} membri, il massimo consentito per un atelier.',
  'team.studioFullField': 'L’atelier è al completo',
  'team.invitationUsed': 'Questo invito è già stato usato. Ogni link di invito funziona una sola volta.',
  'team.invitationRevoked': 'Questo invito è stato revocato dall’atelier. Ne chieda uno nuovo all’atelier.',
  'team.invitationExpired': 'Questo invito è scaduto. Chieda all’atelier di inviarlo di nuovo.',
  'team.membersMax': 'Un atelier ha al massimo {max} membri. Rimuova qualcuno prima di invitare un’altra persona.',
  'team.invitesMax': 'Un atelier ha al massimo {max} inviti in sospeso. Ne revochi uno, o attenda che le persone accettino.',
  'team.emailAlreadyMember': '{email} è già membro di questo atelier.',
  'team.emailAlreadyInvited': '{email} ha già un invito in sospeso. Lo invii di nuovo dall’elenco.',
  // Account
  'account.notFound': 'Account non trovato',
  'account.noPasswordUseCode':
    'Il Suo account non ha una password. Richieda un codice al Suo indirizzo email attuale e lo inserisca al suo posto.',
  'account.currentPasswordWrong': 'La password attuale non è corretta',
  'account.enterCurrentPassword': 'Inserisca la password attuale per cambiare indirizzo email.',
  'account.enterCurrentAddressCode': 'Inserisca il codice che inviamo al Suo indirizzo email attuale per cambiarlo.',
  'account.noEmailChange': 'Nessun cambio di email è in attesa di un codice.',
  'account.undoLinkInvalid': 'Questo link di annullamento non è valido: è già stato usato, oppure i suoi 7 giorni sono trascorsi.',
  'account.tooManyWrongPasswords': 'Troppe password errate. Attenda qualche minuto e riprovi.',
  'account.passwordless':
    'Il Suo account non ha ancora una password: accede con Google o Facebook. Per impostarne una, esca e usi ' +
    '«Password dimenticata?» nella pagina di accesso.',
  'account.sessionNotFound': 'Sessione non trovata',
  'account.noPasswordDelete': 'Questo account non ha una password. Richieda un codice via email e lo inserisca al suo posto.',
  'account.passwordWrong': 'La password non è corretta',
  'account.enterPasswordToDelete': 'Inserisca la password per eliminare l’account',
  'account.enterEmailedCode': 'Inserisca il codice che Le abbiamo inviato via email',
  // Accesso
  'auth.providerNotConfigured': 'L’accesso con {provider} non è configurato su questo server. Acceda invece con email e password.',
  'auth.providerDidNotConfirm': '{provider} non ha confermato questo accesso. Riprovi.',
  'auth.providerUnreachable': 'Impossibile raggiungere {provider}. Riprovi tra un attimo.',
  'auth.facebookNoEmail': 'Il Suo account Facebook non condivide alcun indirizzo email. Si registri invece con email e password.',
  'auth.passwordHasEmail': 'Scelga una password che non contenga il Suo indirizzo email.',
  'auth.passwordTooEasy':
    'Questa password è troppo facile da indovinare: è comune o compare in elenchi di password trapelate. Aggiunga altre parole o caratteri.',
  'auth.emailTaken': 'Esiste già un account con questa email.',
  'auth.emailTakenSignIn': 'Esiste già un account con questa email. Acceda o reimposti la password.',
  'auth.emailTakenUsePassword': 'Esiste già un account con questa email. Acceda con email e password.',
  'auth.accountJustCreated': 'Questo account è appena stato creato. Riprovi.',
  'auth.tooManySignins': 'Troppi tentativi di accesso per questo account. Attenda qualche minuto e riprovi.',
  'auth.waitBeforeCode': 'Attenda {seconds} secondi prima di richiedere un altro codice.',
  'auth.invalidCredentials': 'Email o password non validi.',
  'auth.verifyEmailFirst': 'Verifichi prima la Sua email. Le abbiamo inviato un codice di verifica.',
  'auth.codeExpired': 'Questo codice è scaduto. Ne richieda uno nuovo.',
  'auth.codeExpiredField': 'Il codice è scaduto.',
  'auth.tooManyCodes': 'Troppi codici errati. Richieda un nuovo codice e riprovi.',
  'auth.tooManyCodesField': 'Troppi codici errati.',
  'auth.codesPaused':
    'Troppi codici errati per questo indirizzo email. Per sicurezza, i codici per questo indirizzo sono sospesi per 24 ore.',
  'auth.codesPausedField': 'I codici sono sospesi per 24 ore.',
  'auth.codeWrong': 'Il codice non è corretto. Controlli l’email e riprovi.',
  'auth.codeWrongField': 'Il codice non è corretto.',
  // Autenticazione a due fattori
  'two-factor.codeWrong': 'Il codice non è corretto. Controlli l’app di autenticazione e riprovi.',
  'two-factor.signinExpired': 'Questo accesso è scaduto. Acceda di nuovo.',
  'two-factor.tooManyCodes': 'Troppi codici errati per questo accesso. Acceda di nuovo.',
  'two-factor.codesPaused':
    'Troppi codici a due fattori errati per questo account. Per sicurezza, i codici a due fattori sono sospesi per 24 ore.',
  'two-factor.codeReused': 'Questo codice è già stato usato. Attenda il prossimo codice dell’app di autenticazione.',
  'two-factor.codeReusedField': 'Questo codice è già stato usato.',
  'two-factor.alreadyOnSetup':
    'L’autenticazione a due fattori è già attiva. La disattivi prima per configurare una nuova app di autenticazione.',
  'two-factor.alreadyOn': 'L’autenticazione a due fattori è già attiva.',
  'two-factor.setUpFirst': 'Configuri prima l’autenticazione a due fattori.',
  'two-factor.changedMeanwhile': 'L’autenticazione a due fattori è cambiata nel frattempo. La configuri di nuovo.',
  'two-factor.alreadyOff': 'L’autenticazione a due fattori è già disattivata.',
  'two-factor.offForAccount': 'L’autenticazione a due fattori è disattivata per questo account.',
  'two-factor.offField': 'L’autenticazione a due fattori è disattivata.',
  // Token API
  'tokens.expiryPast': 'Scelga oggi o un giorno successivo.',
  'tokens.expiryTooFar': 'Scelga un giorno entro 5 anni, oppure nessuna scadenza.',
  'tokens.tooMany': 'Può avere al massimo {max} token API. Revochi prima uno che non usa più.',
  'tokens.notFound': 'Token API non trovato',
  // Abbonamenti e carte
  'subscriptions.cardNumberWrong': 'Il numero della carta non è corretto.',
  'subscriptions.testCardsOnly': 'La sandbox accetta solo carte di prova: usi 4242 4242 4242 4242.',
  'subscriptions.cardExpired': 'La Sua carta è scaduta.',
  'subscriptions.cvcWrong': 'Il codice di sicurezza della carta non è corretto.',
  'subscriptions.setupFailed': 'Configurazione del pagamento non riuscita. Riprovi.',
  'subscriptions.cardDeclined': 'La Sua carta è stata rifiutata.',
  'subscriptions.insufficientFunds': 'La Sua carta non ha fondi sufficienti.',
  'subscriptions.checkoutEnded': 'Questo pagamento è terminato.',
  'subscriptions.checkoutEndedPricing': 'Questo pagamento è terminato. Torni alla pagina dei prezzi per ricominciare.',
  'subscriptions.checkoutNotFound': 'Pagamento non trovato',
  'subscriptions.providerUnreachable': 'Impossibile raggiungere il fornitore dei pagamenti. Riprovi tra un attimo.',
  'subscriptions.webhookNotJson': 'Il corpo del webhook non è JSON.',
  'subscriptions.webhookSignature': 'Verifica della firma del webhook non riuscita: {why}.',
  'subscriptions.paymentNotApplied':
    'Il Suo abbonamento è cambiato durante questo pagamento, quindi non è stato applicato e viene rimborsato. Il Suo piano non è cambiato.',
  'subscriptions.alreadyFree': 'Sta già usando il piano Gratuito.',
  'subscriptions.alreadySubscribed': 'È già abbonato a questo piano.',
  'subscriptions.nothingToCancel': 'Non ha alcun abbonamento attivo da annullare.',
  'subscriptions.subscribeBeforeCard': 'Si abboni a un piano prima di aggiungere una carta.',
  'subscriptions.receiptNotFound': 'Ricevuta non trovata',
  // Piani
  'plans.clientLimit': 'Il piano {plan} include fino a {limit} clienti. Passi a Premium per clienti illimitati.',
  'plans.clientLimitOver':
    'Il piano {plan} include fino a {limit} clienti. Passi a Premium per clienti illimitati. ' +
    'L’atelier ne ha {existing} e così se ne aggiungerebbero {adding}.',
  'plans.clientLimitLapsed':
    'Il Suo abbonamento {current} non è attivo, quindi vale il limite di {limit} clienti del piano {plan}. ' +
    'Rinnovi o passi a un piano superiore per aggiungere altri clienti.',
  'plans.clientLimitLapsedOver':
    'Il Suo abbonamento {current} non è attivo, quindi vale il limite di {limit} clienti del piano {plan}. ' +
    'Rinnovi o passi a un piano superiore per aggiungere altri clienti. L’atelier ne ha {existing} e così se ne aggiungerebbero {adding}.',
  'plans.projectLimit': 'Il piano {plan} include fino a {limit} commesse. Passi a Premium per commesse illimitate.',
  'plans.projectLimitOver':
    'Il piano {plan} include fino a {limit} commesse. Passi a Premium per commesse illimitate. ' +
    'L’atelier ne ha {existing} e così se ne aggiungerebbero {adding}.',
  'plans.projectLimitLapsed':
    'Il Suo abbonamento {current} non è attivo, quindi vale il limite di {limit} commesse del piano {plan}. ' +
    'Rinnovi o passi a un piano superiore per aggiungere altre commesse.',
  'plans.projectLimitLapsedOver':
    'Il Suo abbonamento {current} non è attivo, quindi vale il limite di {limit} commesse del piano {plan}. ' +
    'Rinnovi o passi a un piano superiore per aggiungere altre commesse. L’atelier ne ha {existing} e così se ne aggiungerebbero {adding}.',
  'plans.storeFull':
    'Un atelier può contenere al massimo {max} record di questo tipo ({records}). Elimini quelli che non servono più per aggiungerne altri.',
  'plans.storeFullOver':
    'Un atelier può contenere al massimo {max} record di questo tipo ({records}). Elimini quelli che non servono più per aggiungerne altri. ' +
    'L’atelier ne ha {existing} e così se ne aggiungerebbero {adding}.',
  'plans.clientReadOnly':
    'Questo cliente è di sola lettura: il piano {plan} include fino a {limit} clienti e il Suo atelier ne ha di più. ' +
    'Può ancora aprirlo o eliminarlo; passi a un piano superiore per modificarlo di nuovo.',
  'plans.clientReadOnlyLapsed':
    'Questo cliente è di sola lettura: il Suo abbonamento {current} non è attivo e il piano {plan} include fino a {limit} clienti, ' +
    'e il Suo atelier ne ha di più. Può ancora aprirlo o eliminarlo; passi a un piano superiore per modificarlo di nuovo.',
  'plans.projectReadOnly':
    'Questa commessa è di sola lettura: il piano {plan} include fino a {limit} commesse e il Suo atelier ne ha di più. ' +
    'Può ancora aprirla o eliminarla; passi a un piano superiore per modificarla di nuovo.',
  'plans.projectReadOnlyLapsed':
    'Questa commessa è di sola lettura: il Suo abbonamento {current} non è attivo e il piano {plan} include fino a {limit} commesse, ' +
    'e il Suo atelier ne ha di più. Può ancora aprirla o eliminarla; passi a un piano superiore per modificarla di nuovo.',
  'plans.storageFull':
    'Il Suo spazio di archiviazione è pieno: {used} usati su {limit} con il piano {plan}. Restano {left} e questo file richiede {needed}. ' +
    'Elimini alcune foto o cartamodelli, oppure passi a un piano superiore per avere più spazio.',
  'plans.premiumDesign':
    'Il modello {design} è un modello Premium. Il piano Gratuito include 5 modelli ({free}); passi a Premium per usarli tutti.',
  'plans.generationsUsed':
    'Il piano {plan} include {limit} generazioni di cartamodelli al mese, e quelle di questo mese sono esaurite. ' +
    'Ripartono il {resets}; passi a Premium per generazioni illimitate.',
  'plans.cardBeforeMessages':
    'I messaggi ai clienti partono quando c’è una carta registrata. Si abboni per inviare fatture, promemoria ' +
    'e messaggi via email o SMS; può comunque scaricare il PDF e condividerlo su WhatsApp.',
  'plans.smsNotInPlan': 'Gli SMS ai clienti fanno parte dei piani Premium ed Enterprise. Passi a uno di questi piani per inviarli.',
  'plans.smsPartsOver':
    'Questo messaggio occupa {parts} SMS, più di quanti ne restino al Suo atelier dei {allowance} SMS di questo mese. ' +
    'Potrà inviarne altri dal {on} (UTC); email e WhatsApp funzionano ancora.',
  'plans.smsMonthUsed':
    'Il Suo atelier ha inviato i suoi {allowance} SMS di questo mese. Potrà inviarne altri dal {on} (UTC); email e WhatsApp funzionano ancora.',
  'plans.clientMessagesToday': 'Il Suo atelier ha inviato i suoi {max} messaggi ai clienti di oggi (email e SMS). Riprovi domani.',
};
