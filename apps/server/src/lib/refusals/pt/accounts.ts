import type { EN_ACCOUNTS } from '../en/accounts.js';

/** The refusals of team, account, sign-in, two-factor, API tokens, subscriptions, plans (decision 200); the type asks for every English key. */
export const PT_ACCOUNTS: Record<keyof typeof EN_ACCOUNTS, string> = {
  // Equipa
  'team.memberNotFound': 'Membro não encontrado',
  'team.cannotChangeOwnRole': 'Não pode alterar o seu próprio papel. O proprietário do ateliê mantém o papel de proprietário.',
  'team.cannotRemoveSelf': 'Não pode remover-se a si próprio. O proprietário do ateliê mantém o papel de proprietário.',
  'team.cannotChangeOwnerRole': 'Não pode alterar o papel do proprietário do ateliê.',
  'team.cannotRemoveOwner': 'Não pode remover o proprietário do ateliê.',
  'team.noLongerMember': 'Já não é membro deste ateliê.',
  'team.ownerCannotLeave': 'O proprietário não pode sair do seu próprio ateliê. Apagar a conta apaga também o ateliê.',
  'team.held.clients': 'clientes',
  'team.held.measurements': 'medidas',
  'team.held.projects': 'projetos',
  'team.held.invoices': 'faturas',
  'team.held.events': 'eventos da agenda',
  'team.held.patterns': 'moldes',
  'team.held.otherMembers': 'outros membros',
  'team.ownStudioNotEmpty':
    'O seu próprio ateliê ainda tem dados ({held}). Juntar-se a outro ateliê apaga o seu, por isso mova-os ou apague-os primeiro.',
  'team.ownSubscription': 'Paga uma assinatura própria. Cancele-a primeiro na página Faturação e depois aceite o convite.',
  'team.invitationNotFound': 'Convite não encontrado',
  'team.invitationForOther': 'Este convite é para {email}. Entre com esse endereço para o aceitar.',
  'team.studioNotEnterprise':
    'Este ateliê já não está no plano Empresarial, por isso não pode receber novos membros. Peça ao proprietário que renove o Empresarial.',
  'team.alreadyMember': 'Já é membro deste ateliê.',
  'team.studioFull': 'Este ateliê já tem {max} membros, o máximo que um ateliê pode ter.',
  'team.studioFullField': 'O ateliê está completo',
  'team.invitationUsed': 'Este convite já foi usado. Cada link de convite funciona uma só vez.',
  'team.invitationRevoked': 'Este convite foi revogado pelo ateliê. Peça um novo ao ateliê.',
  'team.invitationExpired': 'Este convite expirou. Peça ao ateliê que o envie de novo.',
  'team.membersMax': 'Um ateliê tem no máximo {max} membros. Remova alguém antes de convidar outra pessoa.',
  'team.invitesMax': 'Um ateliê tem no máximo {max} convites pendentes. Revogue um ou espere que as pessoas aceitem.',
  'team.emailAlreadyMember': '{email} já é membro deste ateliê.',
  'team.emailAlreadyInvited': '{email} já tem um convite pendente. Envie-o de novo a partir da lista.',
  // Conta
  'account.notFound': 'Conta não encontrada',
  'account.noPasswordUseCode': 'A sua conta não tem senha. Peça um código para o seu endereço de e-mail atual e insira-o em vez disso.',
  'account.currentPasswordWrong': 'A senha atual está incorreta',
  'account.enterCurrentPassword': 'Insira a sua senha atual para alterar o endereço de e-mail.',
  'account.enterCurrentAddressCode': 'Insira o código que enviamos para o seu endereço de e-mail atual para o alterar.',
  'account.noEmailChange': 'Nenhuma alteração de e-mail está à espera de um código.',
  'account.undoLinkInvalid': 'Este link para desfazer não é válido: já foi usado ou os seus 7 dias já passaram.',
  'account.tooManyWrongPasswords': 'Demasiadas senhas erradas. Aguarde alguns minutos e tente de novo.',
  'account.passwordless':
    'A sua conta ainda não tem senha: entra com o Google ou o Facebook. Para definir uma, termine a sessão e use ' +
    '“Esqueceu a senha?” na página de início de sessão.',
  'account.sessionNotFound': 'Sessão não encontrada',
  'account.noPasswordDelete': 'Esta conta não tem senha. Peça um código por e-mail e insira-o em vez disso.',
  'account.passwordWrong': 'A senha está incorreta',
  'account.enterPasswordToDelete': 'Insira a sua senha para apagar a conta',
  'account.enterEmailedCode': 'Insira o código que lhe enviámos por e-mail',
  // Início de sessão
  'auth.providerNotConfigured':
    'O início de sessão com {provider} não está configurado neste servidor. Entre antes com o seu e-mail e a sua senha.',
  'auth.providerDidNotConfirm': 'O {provider} não confirmou este início de sessão. Tente de novo.',
  'auth.providerUnreachable': 'Não foi possível contactar o {provider}. Tente de novo daqui a pouco.',
  'auth.facebookNoEmail': 'A sua conta do Facebook não partilha nenhum endereço de e-mail. Registe-se antes com e-mail e senha.',
  'auth.passwordHasEmail': 'Escolha uma senha que não contenha o seu endereço de e-mail.',
  'auth.passwordTooEasy':
    'Esta senha é demasiado fácil de adivinhar: é comum ou aparece em listas de senhas divulgadas. Acrescente mais palavras ou caracteres.',
  'auth.emailTaken': 'Já existe uma conta com este e-mail.',
  'auth.emailTakenSignIn': 'Já existe uma conta com este e-mail. Entre ou redefina a sua senha.',
  'auth.emailTakenUsePassword': 'Já existe uma conta com este e-mail. Entre com o seu e-mail e a sua senha.',
  'auth.accountJustCreated': 'Esta conta acabou de ser criada. Tente de novo.',
  'auth.tooManySignins': 'Demasiadas tentativas de início de sessão nesta conta. Aguarde alguns minutos e tente de novo.',
  'auth.waitBeforeCode': 'Aguarde {seconds} segundos antes de pedir outro código.',
  'auth.invalidCredentials': 'E-mail ou senha inválidos.',
  'auth.verifyEmailFirst': 'Verifique primeiro o seu e-mail. Enviámos-lhe um código de verificação.',
  'auth.codeExpired': 'Este código expirou. Peça um novo.',
  'auth.codeExpiredField': 'O código expirou.',
  'auth.tooManyCodes': 'Demasiados códigos errados. Peça um novo código e tente de novo.',
  'auth.tooManyCodesField': 'Demasiados códigos errados.',
  'auth.codesPaused':
    'Demasiados códigos errados para este endereço de e-mail. Por segurança, os códigos para ele ficam suspensos durante 24 horas.',
  'auth.codesPausedField': 'Os códigos ficam suspensos durante 24 horas.',
  'auth.codeWrong': 'O código não está correto. Verifique o e-mail e tente de novo.',
  'auth.codeWrongField': 'O código não está correto.',
  // Autenticação de dois fatores
  'two-factor.codeWrong': 'O código não está correto. Verifique a sua app de autenticação e tente de novo.',
  'two-factor.signinExpired': 'Este início de sessão expirou. Inicie sessão de novo.',
  'two-factor.tooManyCodes': 'Demasiados códigos errados neste início de sessão. Inicie sessão de novo.',
  'two-factor.codesPaused':
    'Demasiados códigos de dois fatores errados nesta conta. Por segurança, os códigos de dois fatores ficam suspensos durante 24 horas.',
  'two-factor.codeReused': 'Este código já foi usado. Aguarde o próximo código da sua app de autenticação.',
  'two-factor.codeReusedField': 'Este código já foi usado.',
  'two-factor.alreadyOnSetup':
    'A autenticação de dois fatores já está ativada. Desative-a primeiro para configurar uma nova app de autenticação.',
  'two-factor.alreadyOn': 'A autenticação de dois fatores já está ativada.',
  'two-factor.setUpFirst': 'Configure primeiro a autenticação de dois fatores.',
  'two-factor.changedMeanwhile': 'A autenticação de dois fatores mudou entretanto. Configure-a de novo.',
  'two-factor.alreadyOff': 'A autenticação de dois fatores já está desativada.',
  'two-factor.offForAccount': 'A autenticação de dois fatores está desativada nesta conta.',
  'two-factor.offField': 'A autenticação de dois fatores está desativada.',
  // Tokens de API
  'tokens.expiryPast': 'Escolha hoje ou um dia posterior.',
  'tokens.expiryTooFar': 'Escolha um dia dentro de 5 anos, ou sem expiração.',
  'tokens.tooMany': 'Pode ter no máximo {max} tokens de API. Revogue primeiro um que já não use.',
  'tokens.notFound': 'Token de API não encontrado',
  // Assinaturas e cartões
  'subscriptions.cardNumberWrong': 'O número do seu cartão está incorreto.',
  'subscriptions.testCardsOnly': 'O ambiente de testes só aceita cartões de teste: use 4242 4242 4242 4242.',
  'subscriptions.cardExpired': 'O seu cartão expirou.',
  'subscriptions.cvcWrong': 'O código de segurança do seu cartão está incorreto.',
  'subscriptions.setupFailed': 'A configuração do pagamento falhou. Tente novamente.',
  'subscriptions.cardDeclined': 'O seu cartão foi recusado.',
  'subscriptions.insufficientFunds': 'O seu cartão não tem saldo suficiente.',
  'subscriptions.checkoutEnded': 'Este pagamento terminou.',
  'subscriptions.checkoutEndedPricing': 'Este pagamento terminou. Volte à página de preços para começar de novo.',
  'subscriptions.checkoutNotFound': 'Pagamento não encontrado',
  'subscriptions.providerUnreachable': 'Não foi possível contactar o prestador de pagamentos. Tente de novo daqui a pouco.',
  'subscriptions.webhookNotJson': 'O corpo do webhook não é JSON.',
  'subscriptions.webhookSignature': 'A verificação da assinatura do webhook falhou: {why}.',
  'subscriptions.paymentNotApplied':
    'A sua assinatura mudou enquanto este pagamento era feito, por isso não foi aplicado e está a ser reembolsado. O seu plano não mudou.',
  'subscriptions.alreadyFree': 'Já está no plano Gratuito.',
  'subscriptions.alreadySubscribed': 'Já tem a assinatura deste plano.',
  'subscriptions.nothingToCancel': 'Não tem nenhuma assinatura ativa para cancelar.',
  'subscriptions.subscribeBeforeCard': 'Assine um plano antes de adicionar um cartão.',
  'subscriptions.receiptNotFound': 'Recibo não encontrado',
  // Planos
  'plans.clientLimit': 'O plano {plan} inclui até {limit} clientes. Mude para o Premium para ter clientes ilimitados.',
  'plans.clientLimitOver':
    'O plano {plan} inclui até {limit} clientes. Mude para o Premium para ter clientes ilimitados. ' +
    'O ateliê tem {existing} e isto acrescentaria {adding}.',
  'plans.clientLimitLapsed':
    'A sua assinatura {current} não está ativa, por isso aplica-se o limite de {limit} clientes do plano {plan}. ' +
    'Renove ou mude de plano para adicionar mais clientes.',
  'plans.clientLimitLapsedOver':
    'A sua assinatura {current} não está ativa, por isso aplica-se o limite de {limit} clientes do plano {plan}. ' +
    'Renove ou mude de plano para adicionar mais clientes. O ateliê tem {existing} e isto acrescentaria {adding}.',
  'plans.projectLimit': 'O plano {plan} inclui até {limit} encomendas. Mude para o Premium para ter encomendas ilimitadas.',
  'plans.projectLimitOver':
    'O plano {plan} inclui até {limit} encomendas. Mude para o Premium para ter encomendas ilimitadas. ' +
    'O ateliê tem {existing} e isto acrescentaria {adding}.',
  'plans.projectLimitLapsed':
    'A sua assinatura {current} não está ativa, por isso aplica-se o limite de {limit} encomendas do plano {plan}. ' +
    'Renove ou mude de plano para adicionar mais encomendas.',
  'plans.projectLimitLapsedOver':
    'A sua assinatura {current} não está ativa, por isso aplica-se o limite de {limit} encomendas do plano {plan}. ' +
    'Renove ou mude de plano para adicionar mais encomendas. O ateliê tem {existing} e isto acrescentaria {adding}.',
  'plans.storeFull':
    'Um ateliê pode ter no máximo {max} registos deste tipo ({records}). Apague os que já não precisa para adicionar mais.',
  'plans.storeFullOver':
    'Um ateliê pode ter no máximo {max} registos deste tipo ({records}). Apague os que já não precisa para adicionar mais. ' +
    'O ateliê tem {existing} e isto acrescentaria {adding}.',
  'plans.clientReadOnly':
    'Este cliente é só de leitura: o plano {plan} inclui até {limit} clientes e o seu ateliê tem mais. ' +
    'Ainda pode abri-lo ou apagá-lo; mude de plano para o voltar a editar.',
  'plans.clientReadOnlyLapsed':
    'Este cliente é só de leitura: a sua assinatura {current} não está ativa e o plano {plan} inclui até {limit} clientes, ' +
    'e o seu ateliê tem mais. Ainda pode abri-lo ou apagá-lo; mude de plano para o voltar a editar.',
  'plans.projectReadOnly':
    'Esta encomenda é só de leitura: o plano {plan} inclui até {limit} encomendas e o seu ateliê tem mais. ' +
    'Ainda pode abri-la ou apagá-la; mude de plano para a voltar a editar.',
  'plans.projectReadOnlyLapsed':
    'Esta encomenda é só de leitura: a sua assinatura {current} não está ativa e o plano {plan} inclui até {limit} encomendas, ' +
    'e o seu ateliê tem mais. Ainda pode abri-la ou apagá-la; mude de plano para a voltar a editar.',
  'plans.storageFull':
    'O seu armazenamento está cheio: {used} usados de {limit} no plano {plan}. Restam {left} e isto precisa de {needed}. ' +
    'Apague algumas fotos ou moldes, ou mude de plano para ter mais espaço.',
  'plans.premiumDesign':
    'O modelo {design} é um modelo Premium. O plano Gratuito inclui 5 modelos ({free}); mude para o Premium para os usar todos.',
  'plans.generationsUsed':
    'O plano {plan} inclui {limit} gerações de moldes por mês, e as deste mês já foram usadas. ' +
    'Recomeçam a {resets}; mude para o Premium para ter gerações ilimitadas.',
  'plans.cardBeforeMessages':
    'As mensagens aos clientes começam quando houver um cartão registado. Assine um plano para enviar faturas, lembretes ' +
    'e mensagens por e-mail ou SMS; pode sempre descarregar o PDF e partilhar no WhatsApp.',
  'plans.smsNotInPlan': 'Os SMS aos clientes fazem parte dos planos Premium e Empresarial. Mude de plano para os enviar.',
  'plans.smsPartsOver':
    'Esta mensagem ocupa {parts} SMS, mais do que o seu ateliê ainda tem dos seus {allowance} SMS deste mês. ' +
    'Pode enviar mais a partir de {on} (UTC); o e-mail e o WhatsApp continuam a funcionar.',
  'plans.smsMonthUsed':
    'O seu ateliê já enviou os seus {allowance} SMS deste mês. Pode enviar mais a partir de {on} (UTC); o e-mail e o WhatsApp continuam a funcionar.',
  'plans.clientMessagesToday': 'O seu ateliê já enviou as suas {max} mensagens a clientes de hoje (e-mails e SMS). Tente de novo amanhã.',
};
