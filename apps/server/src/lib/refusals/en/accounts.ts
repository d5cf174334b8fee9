/** The refusals of team, account, sign-in, two-factor, API tokens, subscriptions, plans, in English (decision 200). */
export const EN_ACCOUNTS = {
  // Team: members, invitations, joining a studio (decision 072).
  'team.memberNotFound': 'Member not found',
  'team.cannotChangeOwnRole': "You cannot change the role of yourself. The studio's owner keeps the owner role.",
  'team.cannotRemoveSelf': "You cannot remove yourself. The studio's owner keeps the owner role.",
  'team.cannotChangeOwnerRole': "You cannot change the role of the studio's owner.",
  'team.cannotRemoveOwner': "You cannot remove the studio's owner.",
  'team.noLongerMember': 'You are no longer a member of this studio.',
  'team.ownerCannotLeave': 'The owner cannot leave their own studio. Deleting the account deletes the studio with it.',
  'team.held.clients': 'clients',
  'team.held.measurements': 'measurements',
  'team.held.projects': 'projects',
  'team.held.invoices': 'invoices',
  'team.held.events': 'calendar events',
  'team.held.patterns': 'patterns',
  'team.held.otherMembers': 'other members',
  'team.ownStudioNotEmpty': 'Your own studio still holds {held}. Joining another studio deletes yours, so move or delete them first.',
  'team.ownSubscription': 'You pay for a subscription of your own. Cancel it on the Billing page first, then accept the invitation.',
  'team.invitationNotFound': 'Invitation not found',
  'team.invitationForOther': 'This invitation is for {email}. Sign in with that address to accept it.',
  'team.studioNotEnterprise':
    'This studio is no longer on the Enterprise plan, so it cannot take new members. Ask its owner to renew Enterprise.',
  'team.alreadyMember': 'You are already a member of this studio.',
  'team.studioFull': 'This studio already has {max} members, the most a studio may have.',
  'team.studioFullField': 'The studio is full',
  'team.invitationUsed': 'This invitation was already used. Each invitation link works once.',
  'team.invitationRevoked': 'This invitation was revoked by the studio. Ask the studio for a new one.',
  'team.invitationExpired': 'This invitation has expired. Ask the studio to send it again.',
  'team.membersMax': 'A studio has at most {max} members. Remove someone before inviting another person.',
  'team.invitesMax': 'A studio has at most {max} invitations waiting. Revoke one, or wait for people to accept.',
  'team.emailAlreadyMember': '{email} is already a member of this studio.',
  'team.emailAlreadyInvited': '{email} already has an invitation waiting. Send it again from the list instead.',
  // Account: profile, email change and its undo, password, sessions, deletion (decisions 024, 050).
  'account.notFound': 'Account not found',
  'account.noPasswordUseCode': 'Your account has no password. Request a code to your current email address and enter it instead.',
  'account.currentPasswordWrong': 'Current password is incorrect',
  'account.enterCurrentPassword': 'Enter your current password to change your email address.',
  'account.enterCurrentAddressCode': 'Enter the code we send to your current email address to change it.',
  'account.noEmailChange': 'No email change is waiting for a code.',
  'account.undoLinkInvalid': 'This undo link is not valid: it was used already, or its 7 days have passed.',
  'account.tooManyWrongPasswords': 'Too many wrong passwords. Please wait a few minutes and try again.',
  'account.passwordless':
    'Your account has no password yet: you sign in with Google or Facebook. To set one, sign out and use "Forgot password" on the sign-in page.',
  'account.sessionNotFound': 'Session not found',
  'account.noPasswordDelete': 'This account has no password. Request a code by email and enter it instead.',
  'account.passwordWrong': 'Password is incorrect',
  'account.enterPasswordToDelete': 'Enter your password to delete the account',
  'account.enterEmailedCode': 'Enter the code we emailed you',
  // Sign-up, sign-in, codes by email, Google and Facebook (decisions 018, 023).
  'auth.providerNotConfigured': '{provider} sign-in is not configured on this server. Sign in with email and password instead.',
  'auth.providerDidNotConfirm': '{provider} did not confirm this sign-in. Please try again.',
  'auth.providerUnreachable': '{provider} could not be reached. Please try again in a moment.',
  'auth.facebookNoEmail': 'Your Facebook account shares no email address. Sign up with email and password instead.',
  'auth.passwordHasEmail': 'Choose a password that does not contain your email address.',
  'auth.passwordTooEasy':
    'This password is too easy to guess: it is common or appears in lists of leaked passwords. Add more words or characters.',
  'auth.emailTaken': 'An account with this email already exists.',
  'auth.emailTakenSignIn': 'An account with this email already exists. Sign in or reset your password.',
  'auth.emailTakenUsePassword': 'An account with this email already exists. Sign in with your email and password.',
  'auth.accountJustCreated': 'This account was just created. Please try again.',
  'auth.tooManySignins': 'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
  'auth.waitBeforeCode': 'Please wait {seconds} seconds before requesting another code.',
  'auth.invalidCredentials': 'Invalid email or password.',
  'auth.verifyEmailFirst': 'Please verify your email first. We have sent you a verification code.',
  'auth.codeExpired': 'This code has expired. Request a new one.',
  'auth.codeExpiredField': 'The code has expired.',
  'auth.tooManyCodes': 'Too many wrong codes. Request a new code and try again.',
  'auth.tooManyCodesField': 'Too many wrong codes.',
  'auth.codesPaused': 'Too many wrong codes for this email address. For its safety, codes for it are paused for 24 hours.',
  'auth.codesPausedField': 'Codes are paused for 24 hours.',
  'auth.codeWrong': 'The code is not correct. Check the email and try again.',
  'auth.codeWrongField': 'The code is not correct.',
  // Two-factor authentication (decision 023).
  'two-factor.codeWrong': 'The code is not correct. Check your authenticator app and try again.',
  'two-factor.signinExpired': 'This sign-in has expired. Please sign in again.',
  'two-factor.tooManyCodes': 'Too many wrong codes for this sign-in. Please sign in again.',
  'two-factor.codesPaused': 'Too many wrong two-factor codes for this account. For its safety, two-factor codes are paused for 24 hours.',
  'two-factor.codeReused': 'This code was already used. Wait for the next code from your authenticator app.',
  'two-factor.codeReusedField': 'This code was already used.',
  'two-factor.alreadyOnSetup': 'Two-factor authentication is already on. Turn it off first to set up a new authenticator.',
  'two-factor.alreadyOn': 'Two-factor authentication is already on.',
  'two-factor.setUpFirst': 'Set up two-factor authentication first.',
  'two-factor.changedMeanwhile': 'Two-factor authentication changed meanwhile. Please set it up again.',
  'two-factor.alreadyOff': 'Two-factor authentication is already off.',
  'two-factor.offForAccount': 'Two-factor authentication is off for this account.',
  'two-factor.offField': 'Two-factor authentication is off.',
  // API tokens (decision 074).
  'tokens.expiryPast': 'Choose today or a later day.',
  'tokens.expiryTooFar': 'Choose a day within 5 years, or no expiry.',
  'tokens.tooMany': 'You can hold at most {max} API tokens. Revoke one you no longer use first.',
  'tokens.notFound': 'API token not found',
  // Subscriptions, cards and the sandbox checkout (decisions 042-047).
  'subscriptions.cardNumberWrong': 'Your card number is incorrect.',
  'subscriptions.testCardsOnly': 'The sandbox takes test cards only: use 4242 4242 4242 4242.',
  'subscriptions.cardExpired': 'Your card has expired.',
  'subscriptions.cvcWrong': "Your card's security code is incorrect.",
  'subscriptions.setupFailed': 'Payment setup failed. Please try again.',
  'subscriptions.cardDeclined': 'Your card was declined.',
  'subscriptions.insufficientFunds': 'Your card has insufficient funds.',
  'subscriptions.checkoutEnded': 'This checkout has ended.',
  'subscriptions.checkoutEndedPricing': 'This checkout has ended. Go back to Pricing to start again.',
  'subscriptions.checkoutNotFound': 'Checkout not found',
  'subscriptions.providerUnreachable': 'The payment provider could not be reached. Please try again in a moment.',
  'subscriptions.webhookNotJson': 'The webhook body is not JSON.',
  'subscriptions.webhookSignature': 'Webhook signature verification failed: {why}.',
  'subscriptions.paymentNotApplied':
    'Your subscription changed while this payment was made, so it was not applied and is being refunded. Your plan has not changed.',
  'subscriptions.alreadyFree': "You're already on the Free plan.",
  'subscriptions.alreadySubscribed': 'You are already subscribed to this plan.',
  'subscriptions.nothingToCancel': 'You have no active subscription to cancel.',
  'subscriptions.subscribeBeforeCard': 'Subscribe to a plan before adding a card.',
  'subscriptions.receiptNotFound': 'Receipt not found',
  // Plans: record limits, read-only excess, storage, generations, messages to clients (decisions 013, 043, 055, 070).
  'plans.clientLimit': 'The {plan} plan includes up to {limit} clients. Upgrade to Premium for unlimited clients.',
  'plans.clientLimitOver':
    'The {plan} plan includes up to {limit} clients. Upgrade to Premium for unlimited clients. ' +
    'The studio has {existing} and this would add {adding}.',
  'plans.clientLimitLapsed':
    "Your {current} subscription is not active, so the {plan} plan's limit of {limit} clients applies. Renew or upgrade to add more clients.",
  'plans.clientLimitLapsedOver':
    "Your {current} subscription is not active, so the {plan} plan's limit of {limit} clients applies. " +
    'Renew or upgrade to add more clients. The studio has {existing} and this would add {adding}.',
  'plans.projectLimit': 'The {plan} plan includes up to {limit} projects. Upgrade to Premium for unlimited projects.',
  'plans.projectLimitOver':
    'The {plan} plan includes up to {limit} projects. Upgrade to Premium for unlimited projects. ' +
    'The studio has {existing} and this would add {adding}.',
  'plans.projectLimitLapsed':
    "Your {current} subscription is not active, so the {plan} plan's limit of {limit} projects applies. Renew or upgrade to add more projects.",
  'plans.projectLimitLapsedOver':
    "Your {current} subscription is not active, so the {plan} plan's limit of {limit} projects applies. " +
    'Renew or upgrade to add more projects. The studio has {existing} and this would add {adding}.',
  'plans.storeFull': 'A studio can hold at most {max} {records}. Delete ones you no longer need to add more.',
  'plans.storeFullOver':
    'A studio can hold at most {max} {records}. Delete ones you no longer need to add more. The studio has {existing} and this would add {adding}.',
  'plans.clientReadOnly':
    'This client is read-only: the {plan} plan includes up to {limit} clients, and your studio has more. ' +
    'You can still open or delete it; upgrade to edit it again.',
  'plans.clientReadOnlyLapsed':
    'This client is read-only: your {current} subscription is not active and the {plan} plan includes up to {limit} clients, ' +
    'and your studio has more. You can still open or delete it; upgrade to edit it again.',
  'plans.projectReadOnly':
    'This project is read-only: the {plan} plan includes up to {limit} projects, and your studio has more. ' +
    'You can still open or delete it; upgrade to edit it again.',
  'plans.projectReadOnlyLapsed':
    'This project is read-only: your {current} subscription is not active and the {plan} plan includes up to {limit} projects, ' +
    'and your studio has more. You can still open or delete it; upgrade to edit it again.',
  'plans.storageFull':
    'Your storage is full: {used} of {limit} used on the {plan} plan. {left} is left and this needs {needed}. ' +
    'Delete some photos or patterns or upgrade for more space.',
  'plans.premiumDesign':
    'The {design} design is a Premium template. The Free plan includes 5 templates ({free}); upgrade to Premium to use all of them.',
  'plans.generationsUsed':
    "The {plan} plan includes {limit} pattern generations per month, and this month's are used. " +
    'They start again on {resets}; upgrade to Premium for unlimited generations.',
  'plans.cardBeforeMessages':
    'Messages to clients start once a card is on file. Subscribe to send invoices, reminders ' +
    'and messages by email or SMS; you can still download the PDF and share on WhatsApp.',
  'plans.smsNotInPlan': 'SMS to clients are part of the Premium and Enterprise plans. Upgrade to send them.',
  'plans.smsPartsOver':
    'This message is {parts} SMS parts, more than your studio has left of its {allowance} SMS for this month. ' +
    'More can be sent from {on} (UTC); email and WhatsApp still work.',
  'plans.smsMonthUsed':
    'Your studio has sent its {allowance} SMS for this month. More can be sent from {on} (UTC); email and WhatsApp still work.',
  'plans.clientMessagesToday': 'Your studio has sent its {max} messages to clients for today (emails and SMS). Please try again tomorrow.',
} as const;
