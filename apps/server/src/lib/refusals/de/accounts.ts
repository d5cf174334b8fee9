import type { EN_ACCOUNTS } from '../en/accounts.js';

/** The refusals of team, account, sign-in, two-factor, API tokens, subscriptions, plans (decision 200); the type asks for every English key. */
export const DE_ACCOUNTS: Record<keyof typeof EN_ACCOUNTS, string> = {
  // Team
  'team.memberNotFound': 'Mitglied nicht gefunden',
  'team.cannotChangeOwnRole': 'Sie können Ihre eigene Rolle nicht ändern. Der Inhaber des Ateliers behält die Inhaberrolle.',
  'team.cannotRemoveSelf': 'Sie können sich nicht selbst entfernen. Der Inhaber des Ateliers behält die Inhaberrolle.',
  'team.cannotChangeOwnerRole': 'Sie können die Rolle des Inhabers des Ateliers nicht ändern.',
  'team.cannotRemoveOwner': 'Sie können den Inhaber des Ateliers nicht entfernen.',
  'team.noLongerMember': 'Sie sind kein Mitglied dieses Ateliers mehr.',
  'team.ownerCannotLeave': 'Der Inhaber kann sein eigenes Atelier nicht verlassen. Wird das Konto gelöscht, wird das Atelier mit gelöscht.',
  'team.held.clients': 'Kunden',
  'team.held.measurements': 'Maße',
  'team.held.projects': 'Projekte',
  'team.held.invoices': 'Rechnungen',
  'team.held.events': 'Kalendertermine',
  'team.held.patterns': 'Schnittmuster',
  'team.held.otherMembers': 'weitere Mitglieder',
  'team.ownStudioNotEmpty':
    'Ihr eigenes Atelier enthält noch Einträge ({held}). Wenn Sie einem anderen Atelier beitreten, wird Ihres gelöscht. ' +
    'Verschieben oder löschen Sie diese also zuerst.',
  'team.ownSubscription':
    'Sie zahlen ein eigenes Abonnement. Kündigen Sie es zuerst auf der Seite Abrechnung und nehmen Sie dann die Einladung an.',
  'team.invitationNotFound': 'Einladung nicht gefunden',
  'team.invitationForOther': 'Diese Einladung gilt für {email}. Melden Sie sich mit dieser Adresse an, um sie anzunehmen.',
  'team.studioNotEnterprise':
    'Dieses Atelier hat nicht mehr den Tarif Enterprise und kann daher keine neuen Mitglieder aufnehmen. ' +
    'Bitten Sie den Inhaber, Enterprise zu verlängern.',
  'team.alreadyMember': 'Sie sind bereits Mitglied dieses Ateliers.',
  'team.studioFull': 'Dieses Atelier hat bereits {max} Mitglieder, die Höchstzahl für ein Atelier.',
  'team.studioFullField': 'Das Atelier ist voll',
  'team.invitationUsed': 'Diese Einladung wurde bereits verwendet. Jeder Einladungslink funktioniert nur einmal.',
  'team.invitationRevoked': 'Diese Einladung wurde vom Atelier widerrufen. Bitten Sie das Atelier um eine neue.',
  'team.invitationExpired': 'Diese Einladung ist abgelaufen. Bitten Sie das Atelier, sie erneut zu senden.',
  'team.membersMax': 'Ein Atelier hat höchstens {max} Mitglieder. Entfernen Sie jemanden, bevor Sie eine weitere Person einladen.',
  'team.invitesMax': 'Ein Atelier hat höchstens {max} offene Einladungen. Widerrufen Sie eine oder warten Sie, bis Personen sie annehmen.',
  'team.emailAlreadyMember': '{email} ist bereits Mitglied dieses Ateliers.',
  'team.emailAlreadyInvited': '{email} hat bereits eine offene Einladung. Senden Sie sie stattdessen aus der Liste erneut.',
  // Konto
  'account.notFound': 'Konto nicht gefunden',
  'account.noPasswordUseCode':
    'Ihr Konto hat kein Passwort. Fordern Sie einen Code an Ihre aktuelle E-Mail-Adresse an und geben Sie stattdessen diesen ein.',
  'account.currentPasswordWrong': 'Das aktuelle Passwort ist falsch',
  'account.enterCurrentPassword': 'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
  'account.enterCurrentAddressCode': 'Geben Sie den Code ein, den wir an Ihre aktuelle E-Mail-Adresse senden, um sie zu ändern.',
  'account.noEmailChange': 'Keine E-Mail-Änderung wartet auf einen Code.',
  'account.undoLinkInvalid': 'Dieser Link zum Rückgängigmachen ist ungültig: Er wurde bereits verwendet oder seine 7 Tage sind vorbei.',
  'account.tooManyWrongPasswords': 'Zu viele falsche Passwörter. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'account.passwordless':
    'Ihr Konto hat noch kein Passwort: Sie melden sich mit Google oder Facebook an. Um eines festzulegen, melden Sie sich ab ' +
    'und verwenden Sie „Passwort vergessen?“ auf der Anmeldeseite.',
  'account.sessionNotFound': 'Sitzung nicht gefunden',
  'account.noPasswordDelete': 'Dieses Konto hat kein Passwort. Fordern Sie einen Code per E-Mail an und geben Sie stattdessen diesen ein.',
  'account.passwordWrong': 'Das Passwort ist falsch',
  'account.enterPasswordToDelete': 'Geben Sie Ihr Passwort ein, um das Konto zu löschen',
  'account.enterEmailedCode': 'Geben Sie den Code ein, den wir Ihnen per E-Mail gesendet haben',
  // Anmeldung
  'auth.providerNotConfigured':
    'Die Anmeldung mit {provider} ist auf diesem Server nicht eingerichtet. Melden Sie sich stattdessen mit E-Mail und Passwort an.',
  'auth.providerDidNotConfirm': '{provider} hat diese Anmeldung nicht bestätigt. Bitte versuchen Sie es erneut.',
  'auth.providerUnreachable': '{provider} ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'auth.facebookNoEmail': 'Ihr Facebook-Konto gibt keine E-Mail-Adresse frei. Registrieren Sie sich stattdessen mit E-Mail und Passwort.',
  'auth.passwordHasEmail': 'Wählen Sie ein Passwort, das Ihre E-Mail-Adresse nicht enthält.',
  'auth.passwordTooEasy':
    'Dieses Passwort ist zu leicht zu erraten: Es ist verbreitet oder steht in Listen geleakter Passwörter. ' +
    'Fügen Sie weitere Wörter oder Zeichen hinzu.',
  'auth.emailTaken': 'Ein Konto mit dieser E-Mail-Adresse gibt es bereits.',
  'auth.emailTakenSignIn': 'Ein Konto mit dieser E-Mail-Adresse gibt es bereits. Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  'auth.emailTakenUsePassword': 'Ein Konto mit dieser E-Mail-Adresse gibt es bereits. Melden Sie sich mit E-Mail und Passwort an.',
  'auth.accountJustCreated': 'Dieses Konto wurde gerade erstellt. Bitte versuchen Sie es erneut.',
  'auth.tooManySignins': 'Zu viele Anmeldeversuche für dieses Konto. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'auth.waitBeforeCode': 'Bitte warten Sie {seconds} Sekunden, bevor Sie einen weiteren Code anfordern.',
  'auth.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'auth.verifyEmailFirst': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen einen Bestätigungscode gesendet.',
  'auth.codeExpired': 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
  'auth.codeExpiredField': 'Der Code ist abgelaufen.',
  'auth.tooManyCodes': 'Zu viele falsche Codes. Fordern Sie einen neuen Code an und versuchen Sie es erneut.',
  'auth.tooManyCodesField': 'Zu viele falsche Codes.',
  'auth.codesPaused': 'Zu viele falsche Codes für diese E-Mail-Adresse. Zu ihrer Sicherheit sind Codes für sie 24 Stunden lang gesperrt.',
  'auth.codesPausedField': 'Codes sind 24 Stunden lang gesperrt.',
  'auth.codeWrong': 'Der Code ist nicht korrekt. Prüfen Sie die E-Mail und versuchen Sie es erneut.',
  'auth.codeWrongField': 'Der Code ist nicht korrekt.',
  // Zwei-Faktor-Authentifizierung
  'two-factor.codeWrong': 'Der Code ist nicht korrekt. Prüfen Sie Ihre Authenticator-App und versuchen Sie es erneut.',
  'two-factor.signinExpired': 'Diese Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'two-factor.tooManyCodes': 'Zu viele falsche Codes bei dieser Anmeldung. Bitte melden Sie sich erneut an.',
  'two-factor.codesPaused':
    'Zu viele falsche Zwei-Faktor-Codes für dieses Konto. Zu seiner Sicherheit sind Zwei-Faktor-Codes 24 Stunden lang gesperrt.',
  'two-factor.codeReused': 'Dieser Code wurde bereits verwendet. Warten Sie auf den nächsten Code Ihrer Authenticator-App.',
  'two-factor.codeReusedField': 'Dieser Code wurde bereits verwendet.',
  'two-factor.alreadyOnSetup':
    'Die Zwei-Faktor-Authentifizierung ist bereits eingeschaltet. Schalten Sie sie zuerst aus, um eine neue Authenticator-App einzurichten.',
  'two-factor.alreadyOn': 'Die Zwei-Faktor-Authentifizierung ist bereits eingeschaltet.',
  'two-factor.setUpFirst': 'Richten Sie zuerst die Zwei-Faktor-Authentifizierung ein.',
  'two-factor.changedMeanwhile': 'Die Zwei-Faktor-Authentifizierung wurde inzwischen geändert. Bitte richten Sie sie erneut ein.',
  'two-factor.alreadyOff': 'Die Zwei-Faktor-Authentifizierung ist bereits ausgeschaltet.',
  'two-factor.offForAccount': 'Die Zwei-Faktor-Authentifizierung ist für dieses Konto ausgeschaltet.',
  'two-factor.offField': 'Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.',
  // API-Tokens
  'tokens.expiryPast': 'Wählen Sie heute oder einen späteren Tag.',
  'tokens.expiryTooFar': 'Wählen Sie einen Tag innerhalb von 5 Jahren oder keinen Ablauf.',
  'tokens.tooMany': 'Sie können höchstens {max} API-Tokens haben. Widerrufen Sie zuerst eines, das Sie nicht mehr nutzen.',
  'tokens.notFound': 'API-Token nicht gefunden',
  // Abonnements und Karten
  'subscriptions.cardNumberWrong': 'Ihre Kartennummer ist falsch.',
  'subscriptions.testCardsOnly': 'Die Sandbox nimmt nur Testkarten an: Verwenden Sie 4242 4242 4242 4242.',
  'subscriptions.cardExpired': 'Ihre Karte ist abgelaufen.',
  'subscriptions.cvcWrong': 'Der Sicherheitscode Ihrer Karte ist falsch.',
  'subscriptions.setupFailed': 'Die Einrichtung der Zahlung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'subscriptions.cardDeclined': 'Ihre Karte wurde abgelehnt.',
  'subscriptions.insufficientFunds': 'Ihre Karte ist nicht ausreichend gedeckt.',
  'subscriptions.checkoutEnded': 'Dieser Bezahlvorgang ist beendet.',
  'subscriptions.checkoutEndedPricing': 'Dieser Bezahlvorgang ist beendet. Gehen Sie zurück zur Preisseite, um neu zu beginnen.',
  'subscriptions.checkoutNotFound': 'Bezahlvorgang nicht gefunden',
  'subscriptions.providerUnreachable': 'Der Zahlungsanbieter ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'subscriptions.webhookNotJson': 'Der Inhalt des Webhooks ist kein JSON.',
  'subscriptions.webhookSignature': 'Die Prüfung der Webhook-Signatur ist fehlgeschlagen: {why}.',
  'subscriptions.paymentNotApplied':
    'Ihr Abonnement hat sich während dieser Zahlung geändert, daher wurde sie nicht angewendet und wird erstattet. Ihr Tarif bleibt unverändert.',
  'subscriptions.alreadyFree': 'Sie nutzen bereits den Free-Tarif.',
  'subscriptions.alreadySubscribed': 'Sie haben diesen Tarif bereits abonniert.',
  'subscriptions.nothingToCancel': 'Sie haben kein aktives Abonnement, das gekündigt werden könnte.',
  'subscriptions.subscribeBeforeCard': 'Schließen Sie ein Abonnement ab, bevor Sie eine Karte hinzufügen.',
  'subscriptions.receiptNotFound': 'Beleg nicht gefunden',
  // Tarife
  'plans.clientLimit': 'Der Tarif {plan} umfasst bis zu {limit} Kunden. Wechseln Sie zu Premium für unbegrenzt viele Kunden.',
  'plans.clientLimitOver':
    'Der Tarif {plan} umfasst bis zu {limit} Kunden. Wechseln Sie zu Premium für unbegrenzt viele Kunden. ' +
    'Das Atelier hat {existing}, und dies würde {adding} hinzufügen.',
  'plans.clientLimitLapsed':
    'Ihr Abonnement {current} ist nicht aktiv, daher gilt die Grenze von {limit} Kunden des Tarifs {plan}. ' +
    'Verlängern oder wechseln Sie den Tarif, um weitere Kunden hinzuzufügen.',
  'plans.clientLimitLapsedOver':
    'Ihr Abonnement {current} ist nicht aktiv, daher gilt die Grenze von {limit} Kunden des Tarifs {plan}. ' +
    'Verlängern oder wechseln Sie den Tarif, um weitere Kunden hinzuzufügen. Das Atelier hat {existing}, und dies würde {adding} hinzufügen.',
  'plans.projectLimit': 'Der Tarif {plan} umfasst bis zu {limit} Aufträge. Wechseln Sie zu Premium für unbegrenzt viele Aufträge.',
  'plans.projectLimitOver':
    'Der Tarif {plan} umfasst bis zu {limit} Aufträge. Wechseln Sie zu Premium für unbegrenzt viele Aufträge. ' +
    'Das Atelier hat {existing}, und dies würde {adding} hinzufügen.',
  'plans.projectLimitLapsed':
    'Ihr Abonnement {current} ist nicht aktiv, daher gilt die Grenze von {limit} Aufträgen des Tarifs {plan}. ' +
    'Verlängern oder wechseln Sie den Tarif, um weitere Aufträge hinzuzufügen.',
  'plans.projectLimitLapsedOver':
    'Ihr Abonnement {current} ist nicht aktiv, daher gilt die Grenze von {limit} Aufträgen des Tarifs {plan}. ' +
    'Verlängern oder wechseln Sie den Tarif, um weitere Aufträge hinzuzufügen. Das Atelier hat {existing}, und dies würde {adding} hinzufügen.',
  'plans.storeFull':
    'Ein Atelier kann höchstens {max} Einträge dieser Art ({records}) enthalten. Löschen Sie nicht mehr benötigte, um weitere hinzuzufügen.',
  'plans.storeFullOver':
    'Ein Atelier kann höchstens {max} Einträge dieser Art ({records}) enthalten. Löschen Sie nicht mehr benötigte, um weitere ' +
    'hinzuzufügen. Das Atelier hat {existing}, und dies würde {adding} hinzufügen.',
  'plans.clientReadOnly':
    'Dieser Kunde ist schreibgeschützt: Der Tarif {plan} umfasst bis zu {limit} Kunden, und Ihr Atelier hat mehr. ' +
    'Sie können ihn weiterhin öffnen oder löschen; wechseln Sie den Tarif, um ihn wieder zu bearbeiten.',
  'plans.clientReadOnlyLapsed':
    'Dieser Kunde ist schreibgeschützt: Ihr Abonnement {current} ist nicht aktiv, und der Tarif {plan} umfasst bis zu {limit} Kunden, ' +
    'und Ihr Atelier hat mehr. Sie können ihn weiterhin öffnen oder löschen; wechseln Sie den Tarif, um ihn wieder zu bearbeiten.',
  'plans.projectReadOnly':
    'Dieser Auftrag ist schreibgeschützt: Der Tarif {plan} umfasst bis zu {limit} Aufträge, und Ihr Atelier hat mehr. ' +
    'Sie können ihn weiterhin öffnen oder löschen; wechseln Sie den Tarif, um ihn wieder zu bearbeiten.',
  'plans.projectReadOnlyLapsed':
    'Dieser Auftrag ist schreibgeschützt: Ihr Abonnement {current} ist nicht aktiv, und der Tarif {plan} umfasst bis zu {limit} Aufträge, ' +
    'und Ihr Atelier hat mehr. Sie können ihn weiterhin öffnen oder löschen; wechseln Sie den Tarif, um ihn wieder zu bearbeiten.',
  'plans.storageFull':
    'Ihr Speicher ist voll: {used} von {limit} belegt im Tarif {plan}. Frei sind noch {left}, benötigt werden {needed}. ' +
    'Löschen Sie einige Fotos oder Schnittmuster oder wechseln Sie den Tarif für mehr Speicherplatz.',
  'plans.premiumDesign':
    'Das Modell {design} ist eine Premium-Vorlage. Der Tarif Free umfasst 5 Vorlagen ({free}); wechseln Sie zu Premium, um alle zu nutzen.',
  'plans.generationsUsed':
    'Der Tarif {plan} umfasst {limit} Schnittmuster-Generierungen pro Monat, und die dieses Monats sind aufgebraucht. ' +
    'Sie stehen ab dem {resets} wieder zur Verfügung; wechseln Sie zu Premium für unbegrenzte Generierungen.',
  'plans.cardBeforeMessages':
    'Nachrichten an Kunden sind möglich, sobald eine Karte hinterlegt ist. Schließen Sie ein Abonnement ab, um Rechnungen, ' +
    'Erinnerungen und Nachrichten per E-Mail oder SMS zu senden; das PDF herunterladen und über WhatsApp teilen geht weiterhin.',
  'plans.smsNotInPlan': 'SMS an Kunden gehören zu den Tarifen Premium und Enterprise. Wechseln Sie den Tarif, um sie zu senden.',
  'plans.smsPartsOver':
    'Diese Nachricht umfasst {parts} SMS-Teile, mehr als Ihrem Atelier von seinen {allowance} SMS in diesem Monat bleiben. ' +
    'Ab dem {on} (UTC) können wieder welche gesendet werden; E-Mail und WhatsApp funktionieren weiterhin.',
  'plans.smsMonthUsed':
    'Ihr Atelier hat seine {allowance} SMS für diesen Monat gesendet. Ab dem {on} (UTC) können wieder welche gesendet werden; ' +
    'E-Mail und WhatsApp funktionieren weiterhin.',
  'plans.clientMessagesToday':
    'Ihr Atelier hat heute bereits seine {max} Nachrichten an Kunden gesendet (E-Mails und SMS). Bitte versuchen Sie es morgen erneut.',
};
