import type { EN_ACCOUNTS } from '../en/accounts.js';

/** The refusals of team, account, sign-in, two-factor, API tokens, subscriptions, plans (decision 200); the type asks for every English key. */
export const ES_ACCOUNTS: Record<keyof typeof EN_ACCOUNTS, string> = {
  // Equipo
  'team.memberNotFound': 'Miembro no encontrado',
  'team.cannotChangeOwnRole': 'No puede cambiar su propio rol. El propietario del taller conserva el rol de propietario.',
  'team.cannotRemoveSelf': 'No puede quitarse a sí mismo. El propietario del taller conserva el rol de propietario.',
  'team.cannotChangeOwnerRole': 'No puede cambiar el rol del propietario del taller.',
  'team.cannotRemoveOwner': 'No puede quitar al propietario del taller.',
  'team.noLongerMember': 'Ya no es miembro de este taller.',
  'team.ownerCannotLeave': 'El propietario no puede abandonar su propio taller. Al eliminar la cuenta se elimina también el taller.',
  'team.held.clients': 'clientes',
  'team.held.measurements': 'medidas',
  'team.held.projects': 'proyectos',
  'team.held.invoices': 'facturas',
  'team.held.events': 'eventos del calendario',
  'team.held.patterns': 'patrones',
  'team.held.otherMembers': 'otros miembros',
  'team.ownStudioNotEmpty':
    'Su propio taller aún contiene registros ({held}). Unirse a otro taller elimina el suyo, así que muévalos o elimínelos primero.',
  'team.ownSubscription': 'Paga una suscripción propia. Cancélela primero en la página de Facturación y después acepte la invitación.',
  'team.invitationNotFound': 'Invitación no encontrada',
  'team.invitationForOther': 'Esta invitación es para {email}. Inicie sesión con esa dirección para aceptarla.',
  'team.studioNotEnterprise':
    'Este taller ya no tiene el plan Empresa, así que no puede admitir nuevos miembros. Pida a su propietario que renueve el plan Empresa.',
  'team.alreadyMember': 'Ya es miembro de este taller.',
  'team.studioFull': 'Este taller ya tiene {max} miembros, el máximo que puede tener un taller.',
  'team.studioFullField': 'El taller está completo',
  'team.invitationUsed': 'Esta invitación ya se ha usado. Cada enlace de invitación funciona una sola vez.',
  'team.invitationRevoked': 'El taller ha revocado esta invitación. Pida una nueva al taller.',
  'team.invitationExpired': 'Esta invitación ha caducado. Pida al taller que se la vuelva a enviar.',
  'team.membersMax': 'Un taller tiene como máximo {max} miembros. Quite a alguien antes de invitar a otra persona.',
  'team.invitesMax': 'Un taller tiene como máximo {max} invitaciones pendientes. Revoque una o espere a que las acepten.',
  'team.emailAlreadyMember': '{email} ya es miembro de este taller.',
  'team.emailAlreadyInvited': '{email} ya tiene una invitación pendiente. Vuelva a enviarla desde la lista.',
  // Cuenta
  'account.notFound': 'Cuenta no encontrada',
  'account.noPasswordUseCode':
    'Su cuenta no tiene contraseña. Solicite un código a su dirección de correo actual e introdúzcalo en su lugar.',
  'account.currentPasswordWrong': 'La contraseña actual no es correcta',
  'account.enterCurrentPassword': 'Introduzca su contraseña actual para cambiar su dirección de correo electrónico.',
  'account.enterCurrentAddressCode': 'Introduzca el código que enviamos a su dirección de correo actual para cambiarla.',
  'account.noEmailChange': 'No hay ningún cambio de correo esperando un código.',
  'account.undoLinkInvalid': 'Este enlace para deshacer no es válido: ya se ha usado o han pasado sus 7 días.',
  'account.tooManyWrongPasswords': 'Demasiadas contraseñas incorrectas. Espere unos minutos e inténtelo de nuevo.',
  'account.passwordless':
    'Su cuenta aún no tiene contraseña: inicia sesión con Google o Facebook. Para crear una, cierre la sesión y use ' +
    '«¿Ha olvidado su contraseña?» en la página de inicio de sesión.',
  'account.sessionNotFound': 'Sesión no encontrada',
  'account.noPasswordDelete': 'Esta cuenta no tiene contraseña. Solicite un código por correo e introdúzcalo en su lugar.',
  'account.passwordWrong': 'La contraseña no es correcta',
  'account.enterPasswordToDelete': 'Introduzca su contraseña para eliminar la cuenta',
  'account.enterEmailedCode': 'Introduzca el código que le hemos enviado por correo',
  // Inicio de sesión
  'auth.providerNotConfigured':
    'El inicio de sesión con {provider} no está configurado en este servidor. Inicie sesión con su correo y su contraseña.',
  'auth.providerDidNotConfirm': '{provider} no ha confirmado este inicio de sesión. Inténtelo de nuevo.',
  'auth.providerUnreachable': 'No se ha podido contactar con {provider}. Inténtelo de nuevo en unos instantes.',
  'auth.facebookNoEmail': 'Su cuenta de Facebook no comparte ninguna dirección de correo. Regístrese con su correo y una contraseña.',
  'auth.passwordHasEmail': 'Elija una contraseña que no contenga su dirección de correo electrónico.',
  'auth.passwordTooEasy':
    'Esta contraseña es demasiado fácil de adivinar: es habitual o aparece en listas de contraseñas filtradas. Añada más palabras o caracteres.',
  'auth.emailTaken': 'Ya existe una cuenta con este correo electrónico.',
  'auth.emailTakenSignIn': 'Ya existe una cuenta con este correo electrónico. Inicie sesión o restablezca su contraseña.',
  'auth.emailTakenUsePassword': 'Ya existe una cuenta con este correo electrónico. Inicie sesión con su correo y su contraseña.',
  'auth.accountJustCreated': 'Esta cuenta se acaba de crear. Inténtelo de nuevo.',
  'auth.tooManySignins': 'Demasiados intentos de inicio de sesión en esta cuenta. Espere unos minutos e inténtelo de nuevo.',
  'auth.waitBeforeCode': 'Espere {seconds} segundos antes de solicitar otro código.',
  'auth.invalidCredentials': 'Correo electrónico o contraseña incorrectos.',
  'auth.verifyEmailFirst': 'Verifique primero su correo electrónico. Le hemos enviado un código de verificación.',
  'auth.codeExpired': 'Este código ha caducado. Solicite uno nuevo.',
  'auth.codeExpiredField': 'El código ha caducado.',
  'auth.tooManyCodes': 'Demasiados códigos incorrectos. Solicite un código nuevo e inténtelo de nuevo.',
  'auth.tooManyCodesField': 'Demasiados códigos incorrectos.',
  'auth.codesPaused':
    'Demasiados códigos incorrectos para esta dirección de correo. Por seguridad, sus códigos quedan en pausa durante 24 horas.',
  'auth.codesPausedField': 'Los códigos están en pausa durante 24 horas.',
  'auth.codeWrong': 'El código no es correcto. Revise el correo e inténtelo de nuevo.',
  'auth.codeWrongField': 'El código no es correcto.',
  // Verificación en dos pasos
  'two-factor.codeWrong': 'El código no es correcto. Revise su aplicación de autenticación e inténtelo de nuevo.',
  'two-factor.signinExpired': 'Este inicio de sesión ha caducado. Inicie sesión de nuevo.',
  'two-factor.tooManyCodes': 'Demasiados códigos incorrectos en este inicio de sesión. Inicie sesión de nuevo.',
  'two-factor.codesPaused':
    'Demasiados códigos de verificación en dos pasos incorrectos para esta cuenta. Por seguridad, esos códigos quedan en pausa durante 24 horas.',
  'two-factor.codeReused': 'Este código ya se ha usado. Espere al siguiente código de su aplicación de autenticación.',
  'two-factor.codeReusedField': 'Este código ya se ha usado.',
  'two-factor.alreadyOnSetup':
    'La verificación en dos pasos ya está activada. Desactívela primero para configurar una nueva aplicación de autenticación.',
  'two-factor.alreadyOn': 'La verificación en dos pasos ya está activada.',
  'two-factor.setUpFirst': 'Configure primero la verificación en dos pasos.',
  'two-factor.changedMeanwhile': 'La verificación en dos pasos ha cambiado entretanto. Vuelva a configurarla.',
  'two-factor.alreadyOff': 'La verificación en dos pasos ya está desactivada.',
  'two-factor.offForAccount': 'La verificación en dos pasos está desactivada en esta cuenta.',
  'two-factor.offField': 'La verificación en dos pasos está desactivada.',
  // Tokens de API
  'tokens.expiryPast': 'Elija hoy o un día posterior.',
  'tokens.expiryTooFar': 'Elija un día dentro de los próximos 5 años, o sin caducidad.',
  'tokens.tooMany': 'Puede tener como máximo {max} tokens de API. Revoque primero uno que ya no use.',
  'tokens.notFound': 'Token de API no encontrado',
  // Suscripciones y tarjetas
  'subscriptions.cardNumberWrong': 'El número de su tarjeta no es correcto.',
  'subscriptions.testCardsOnly': 'El entorno de pruebas solo acepta tarjetas de prueba: use 4242 4242 4242 4242.',
  'subscriptions.cardExpired': 'Su tarjeta ha caducado.',
  'subscriptions.cvcWrong': 'El código de seguridad de su tarjeta no es correcto.',
  'subscriptions.setupFailed': 'No se ha podido configurar el pago. Inténtelo de nuevo.',
  'subscriptions.cardDeclined': 'Su tarjeta ha sido rechazada.',
  'subscriptions.insufficientFunds': 'Su tarjeta no tiene fondos suficientes.',
  'subscriptions.checkoutEnded': 'Este pago ha terminado.',
  'subscriptions.checkoutEndedPricing': 'Este pago ha terminado. Vuelva a la página de precios para empezar de nuevo.',
  'subscriptions.checkoutNotFound': 'Pago no encontrado',
  'subscriptions.providerUnreachable': 'No se ha podido contactar con el proveedor de pagos. Inténtelo de nuevo en unos instantes.',
  'subscriptions.webhookNotJson': 'El cuerpo del webhook no es JSON.',
  'subscriptions.webhookSignature': 'La verificación de la firma del webhook ha fallado: {why}.',
  'subscriptions.paymentNotApplied':
    'Su suscripción cambió mientras se hacía este pago, así que no se ha aplicado y se le está reembolsando. Su plan no ha cambiado.',
  'subscriptions.alreadyFree': 'Ya tiene el plan Gratis.',
  'subscriptions.alreadySubscribed': 'Ya está suscrito a este plan.',
  'subscriptions.nothingToCancel': 'No tiene ninguna suscripción activa que cancelar.',
  'subscriptions.subscribeBeforeCard': 'Suscríbase a un plan antes de añadir una tarjeta.',
  'subscriptions.receiptNotFound': 'Recibo no encontrado',
  // Planes
  'plans.clientLimit': 'El plan {plan} incluye hasta {limit} clientes. Cambie a Premium para tener clientes ilimitados.',
  'plans.clientLimitOver':
    'El plan {plan} incluye hasta {limit} clientes. Cambie a Premium para tener clientes ilimitados. ' +
    'El taller tiene {existing} y esto añadiría {adding}.',
  'plans.clientLimitLapsed':
    'Su suscripción {current} no está activa, así que se aplica el límite de {limit} clientes del plan {plan}. ' +
    'Renueve o cambie de plan para añadir más clientes.',
  'plans.clientLimitLapsedOver':
    'Su suscripción {current} no está activa, así que se aplica el límite de {limit} clientes del plan {plan}. ' +
    'Renueve o cambie de plan para añadir más clientes. El taller tiene {existing} y esto añadiría {adding}.',
  'plans.projectLimit': 'El plan {plan} incluye hasta {limit} encargos. Cambie a Premium para tener encargos ilimitados.',
  'plans.projectLimitOver':
    'El plan {plan} incluye hasta {limit} encargos. Cambie a Premium para tener encargos ilimitados. ' +
    'El taller tiene {existing} y esto añadiría {adding}.',
  'plans.projectLimitLapsed':
    'Su suscripción {current} no está activa, así que se aplica el límite de {limit} encargos del plan {plan}. ' +
    'Renueve o cambie de plan para añadir más encargos.',
  'plans.projectLimitLapsedOver':
    'Su suscripción {current} no está activa, así que se aplica el límite de {limit} encargos del plan {plan}. ' +
    'Renueve o cambie de plan para añadir más encargos. El taller tiene {existing} y esto añadiría {adding}.',
  'plans.storeFull':
    'Un taller puede tener como máximo {max} registros de este tipo ({records}). Elimine los que ya no necesite para añadir más.',
  'plans.storeFullOver':
    'Un taller puede tener como máximo {max} registros de este tipo ({records}). Elimine los que ya no necesite para añadir más. ' +
    'El taller tiene {existing} y esto añadiría {adding}.',
  'plans.clientReadOnly':
    'Este cliente es de solo lectura: el plan {plan} incluye hasta {limit} clientes y su taller tiene más. ' +
    'Aún puede abrirlo o eliminarlo; cambie de plan para volver a editarlo.',
  'plans.clientReadOnlyLapsed':
    'Este cliente es de solo lectura: su suscripción {current} no está activa y el plan {plan} incluye hasta {limit} clientes, ' +
    'y su taller tiene más. Aún puede abrirlo o eliminarlo; cambie de plan para volver a editarlo.',
  'plans.projectReadOnly':
    'Este encargo es de solo lectura: el plan {plan} incluye hasta {limit} encargos y su taller tiene más. ' +
    'Aún puede abrirlo o eliminarlo; cambie de plan para volver a editarlo.',
  'plans.projectReadOnlyLapsed':
    'Este encargo es de solo lectura: su suscripción {current} no está activa y el plan {plan} incluye hasta {limit} encargos, ' +
    'y su taller tiene más. Aún puede abrirlo o eliminarlo; cambie de plan para volver a editarlo.',
  'plans.storageFull':
    'Su almacenamiento está lleno: {used} usados de {limit} en el plan {plan}. Quedan {left} y esto necesita {needed}. ' +
    'Elimine algunas fotos o patrones, o cambie de plan para tener más espacio.',
  'plans.premiumDesign':
    'El diseño {design} es una plantilla Premium. El plan Gratis incluye 5 plantillas ({free}); cambie a Premium para usarlas todas.',
  'plans.generationsUsed':
    'El plan {plan} incluye {limit} generaciones de patrones al mes, y las de este mes ya se han usado. ' +
    'Vuelven a estar disponibles el {resets}; cambie a Premium para tener generaciones ilimitadas.',
  'plans.cardBeforeMessages':
    'Los mensajes a los clientes empiezan en cuanto haya una tarjeta registrada. Suscríbase para enviar facturas, recordatorios ' +
    'y mensajes por correo o SMS; aún puede descargar el PDF y compartir por WhatsApp.',
  'plans.smsNotInPlan': 'Los SMS a los clientes forman parte de los planes Premium y Empresa. Cambie de plan para enviarlos.',
  'plans.smsPartsOver':
    'Este mensaje ocupa {parts} SMS, más de los que le quedan a su taller de sus {allowance} SMS de este mes. ' +
    'Podrá enviar más a partir del {on} (UTC); el correo y WhatsApp siguen funcionando.',
  'plans.smsMonthUsed':
    'Su taller ha enviado sus {allowance} SMS de este mes. Podrá enviar más a partir del {on} (UTC); el correo y WhatsApp siguen funcionando.',
  'plans.clientMessagesToday': 'Su taller ha enviado sus {max} mensajes a clientes de hoy (correos y SMS). Inténtelo de nuevo mañana.',
};
