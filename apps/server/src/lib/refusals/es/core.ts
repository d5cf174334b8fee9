import type { EN_CORE } from '../en/core.js';

/** The server's refusals in Spanish (decisions 200, 203); the type asks for every English key. */
export const ES_CORE: Record<keyof typeof EN_CORE, string> = {
  'plan.invoices': 'Las facturas están incluidas en los planes Premium y Empresa. Cambie de plan para usarlas.',
  'plan.calendar': 'Cambie a un plan superior para usar esta función…',
  'plan.analytics': 'Las estadísticas están incluidas en los planes Premium y Empresa. Cambie de plan para ver las cifras de su taller.',
  'plan.advancedAnalytics': 'Los periodos personalizados y las descargas CSV forman parte de las estadísticas avanzadas del plan Empresa.',
  'plan.timeline':
    'Las etapas de producción están incluidas en los planes Premium y Empresa. Cambie de plan para seguir cada encargo etapa a etapa.',
  'plan.garmentTemplates':
    'Sus propias plantillas de prenda están incluidas en los planes Premium y Empresa. Cambie de plan para crearlas.',
  'plan.team': 'Los equipos forman parte del plan Empresa. Cambie de plan para invitar a personas a su taller.',
  'plan.branding':
    'La imagen de marca propia forma parte del plan Empresa. Cambie de plan para poner su logotipo y su color en los documentos.',
  'plan.apiTokens': 'El acceso a la API forma parte del plan Empresa. Cambie de plan para crear tokens de API.',
  'plan.bookings':
    'Las reservas en línea están incluidas en los planes Premium y Empresa. Cambie de plan para que sus clientes reserven y paguen un anticipo.',
  'plan.quotes': 'Los presupuestos están incluidos en los planes Premium y Empresa. Cambie de plan para enviarlos.',
  'plan.contracts':
    'Los contratos firmados están incluidos en los planes Premium y Empresa. Cambie de plan para que sus clientes los firmen.',
  'plan.groups':
    'Los grupos, como un cortejo nupcial, están incluidos en los planes Premium y Empresa. Cambie de plan para vestir a todo un grupo.',
  'plan.clientPortal':
    'El portal del cliente está incluido en los planes Premium y Empresa. Cambie de plan para compartir un enlace privado con sus clientes.',
  'plan.materials':
    'Las existencias de tejidos y materiales están incluidas en los planes Premium y Empresa. Cambie de plan para llevarlas en Atelier.',
  'plan.messagesToClients':
    'Enviar mensajes a los clientes por correo o SMS forma parte de los planes Premium y Empresa. Cambie de ' +
    'plan para enviarlos; Compartir por WhatsApp funciona en todos los planes.',
  'plan.lapsed': 'Su suscripción {plan} no está activa. Renuévela en la página de precios para volver a usar esto.',
  'payment.creditNote': 'Una factura rectificativa no admite pagos: el dinero devuelto se registra como su reembolso',
  'payment.tooMany': 'Como máximo {max} pagos por factura',
  'payment.fullyPaid': 'Esta factura está totalmente pagada',
  'payment.overBalance': 'El importe no puede superar el saldo pendiente ({balance})',
  'payment.refundKept': 'Este reembolso se hizo con la factura rectificativa {number}: se conserva con ella',
  'request.fieldRequired': '«{field}» es obligatorio',
  'request.unknownField': 'Campo desconocido «{field}»',
  'request.invalidValue': 'Valor no válido para «{field}»',
  'request.invalid': 'La solicitud no es válida.',
  'request.recordNotFound': 'Registro no encontrado',
  'request.badUrl': 'La dirección de la solicitud no es válida.',
  'request.unreadable': 'No se pudo leer la solicitud.',
  'request.invalidJson': 'El cuerpo de la solicitud no es JSON válido.',
  'request.emptyJson': 'El cuerpo de la solicitud está vacío; envíe un objeto JSON.',
  'request.tooLarge': 'El cuerpo de la solicitud es demasiado grande.',
  'request.mediaType': 'Envíe el cuerpo de la solicitud como application/json.',
  'request.badLength': 'La longitud del cuerpo de la solicitud es incorrecta.',
  'request.tooManyRequests': 'Demasiadas solicitudes. Vaya más despacio, por favor.',
  'request.unavailable': 'El servicio no está disponible por un momento. Inténtelo de nuevo en unos instantes.',
  'request.serverFault':
    'Algo ha fallado por nuestra parte. Inténtelo de nuevo; si sigue ocurriendo, contacte con el soporte indicando {requestId}.',
  'session.ended': 'Su sesión ha terminado. Inicie sesión de nuevo.',
};
