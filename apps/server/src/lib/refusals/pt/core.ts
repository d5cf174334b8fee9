import type { EN_CORE } from '../en/core.js';

/** The server's refusals in Portuguese, for Portugal and Brazil (decisions 200, 203); the type asks for every English key. */
export const PT_CORE: Record<keyof typeof EN_CORE, string> = {
  'plan.invoices': 'As faturas estão incluídas nos planos Premium e Empresarial. Mude de plano para as usar.',
  'plan.calendar': 'Mude para um plano superior para usar esta função…',
  'plan.analytics': 'As estatísticas estão incluídas nos planos Premium e Empresarial. Mude de plano para ver os números do seu ateliê.',
  'plan.advancedAnalytics': 'Os períodos personalizados e os downloads CSV fazem parte das estatísticas avançadas do plano Empresarial.',
  'plan.timeline':
    'As etapas de produção estão incluídas nos planos Premium e Empresarial. Mude de plano para acompanhar cada encomenda etapa a etapa.',
  'plan.garmentTemplates':
    'Os seus próprios modelos de peça estão incluídos nos planos Premium e Empresarial. Mude de plano para os criar.',
  'plan.team': 'As equipes fazem parte do plano Empresarial. Mude de plano para convidar pessoas para o seu ateliê.',
  'plan.branding': 'A marca própria faz parte do plano Empresarial. Mude de plano para pôr o seu logótipo e a sua cor nos documentos.',
  'plan.apiTokens': 'O acesso à API faz parte do plano Empresarial. Mude de plano para criar tokens de API.',
  'plan.bookings':
    'Os agendamentos online estão incluídos nos planos Premium e Empresarial. Mude de plano para os clientes agendarem e pagarem um sinal.',
  'plan.quotes': 'Os orçamentos estão incluídos nos planos Premium e Empresarial. Mude de plano para os enviar.',
  'plan.contracts': 'Os contratos assinados estão incluídos nos planos Premium e Empresarial. Mude de plano para os clientes os assinarem.',
  'plan.groups':
    'Os grupos, como um cortejo de casamento, estão incluídos nos planos Premium e Empresarial. Mude de plano para vestir um grupo inteiro.',
  'plan.clientPortal':
    'O portal do cliente está incluído nos planos Premium e Empresarial. Mude de plano para partilhar um link privado com os seus clientes.',
  'plan.materials':
    'O inventário de tecidos e materiais está incluído nos planos Premium e Empresarial. Mude de plano para o gerir no Atelier.',
  'plan.messagesToClients':
    'Enviar mensagens aos clientes por e-mail ou SMS faz parte dos planos Premium e Empresarial. Mude de plano ' +
    'para as enviar; Partilhar no WhatsApp funciona em todos os planos.',
  'plan.lapsed': 'A sua assinatura {plan} não está ativa. Renove-a na página de preços para voltar a usar isto.',
  'payment.creditNote': 'Uma nota de crédito não recebe pagamentos: o dinheiro devolvido é registado como o seu reembolso',
  'payment.tooMany': 'No máximo {max} pagamentos por fatura',
  'payment.fullyPaid': 'Esta fatura está totalmente paga',
  'payment.overBalance': 'O valor não pode ser superior ao valor em dívida ({balance})',
  'payment.refundKept': 'Este reembolso foi feito com a nota de crédito {number}: fica guardado com ela',
  'request.fieldRequired': '“{field}” é obrigatório',
  'request.unknownField': 'Campo desconhecido “{field}”',
  'request.invalidValue': 'Valor inválido para “{field}”',
  'request.invalid': 'O pedido não é válido.',
  'request.recordNotFound': 'Registo não encontrado',
  'request.badUrl': 'O endereço do pedido não é válido.',
  'request.unreadable': 'Não foi possível ler o pedido.',
  'request.invalidJson': 'O corpo do pedido não é JSON válido.',
  'request.emptyJson': 'O corpo do pedido está vazio; envie um objeto JSON.',
  'request.tooLarge': 'O corpo do pedido é demasiado grande.',
  'request.mediaType': 'Envie o corpo do pedido como application/json.',
  'request.badLength': 'O tamanho do corpo do pedido está errado.',
  'request.tooManyRequests': 'Demasiados pedidos. Abrande, por favor.',
  'request.unavailable': 'O serviço está momentaneamente indisponível. Tente de novo daqui a pouco.',
  'request.serverFault': 'Algo correu mal do nosso lado. Tente de novo; se continuar, contacte o suporte indicando {requestId}.',
  'session.ended': 'A sua sessão terminou. Inicie sessão de novo.',
};
