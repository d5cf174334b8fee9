/**
 * Every success message of the API, in English, written once (decision 067). A route
 * declaration names its key; the server answers the English text in the envelope's `message`
 * (the original front end shows it as it is), and the web translates the same key for its toasts
 * (French in apps/web/src/locales/fr/success-messages.json). `{name}` is filled from the answer's
 * parameters with formatMessage.
 */
export const SUCCESS_MESSAGES = {
  // Health and sign-in
  healthy: 'Healthy',
  signInProviders: 'Sign-in providers',
  registered: 'Registration successful! Please verify your email.',
  signedIn: 'Logged in successfully!',
  signedInWithGoogle: 'Logged in with Google!',
  signedInWithFacebook: 'Logged in with Facebook!',
  verificationCodeSent: 'Verification code sent to {email}',
  accountVerified: 'Account verified successfully! You can now log in.',
  resetCodeSent: 'Password reset code sent to {email}',
  passwordReset: 'Password has been reset successfully! Please log in with your new password.',
  currentUser: 'Current user',
  loggedOut: 'Logged out successfully.',
  twoFactorEnabled: '2FA enabled successfully',
  twoFactorDisabled: '2FA disabled successfully',
  twoFactorSetup: 'Scan the QR code with your authenticator app, then enter a code to turn on 2FA',
  // Account
  profileLoaded: 'Profile loaded',
  profileUpdated: 'Profile updated successfully',
  emailUpdated: 'Email updated successfully',
  emailChangeCancelled: 'Email change cancelled',
  emailRestored: 'Email address restored. Every device was signed out; set a new password with "Forgot password".',
  codeSent: 'Code sent to {email}',
  notificationsUpdated: 'Notifications updated successfully',
  preferencesUpdated: 'Preferences updated successfully',
  passwordUpdated: 'Password updated successfully',
  loggedOutEverywhere: 'Logged out from all sessions',
  sessionEnded: 'Session ended',
  accountDeleted: 'Account deleted successfully',
  profileImageUpdated: 'Profile image updated successfully',
  storageLoaded: 'Storage loaded',
  // Clients
  clientAdded: 'Client added successfully!',
  clientsLoaded: 'Clients loaded successfully!',
  clientLoaded: 'Client loaded successfully!',
  clientOverviewLoaded: 'Client page loaded',
  clientUpdated: 'Client updated successfully!',
  clientDeleted: 'Client deleted successfully!',
  clientsImportedOne: '1 client imported successfully',
  clientsImported: '{count} clients imported successfully',
  // Measurements
  measurementAdded: 'Measurement added successfully!',
  measurementsLoaded: 'Measurements loaded successfully!',
  measurementLoaded: 'Measurement loaded successfully!',
  measurementUpdated: 'Measurement updated successfully!',
  measurementDeleted: 'Measurement deleted successfully!',
  // Projects
  projectAdded: 'Project added successfully!',
  projectsLoaded: 'Projects loaded successfully!',
  projectSummaryLoaded: 'Project summary loaded',
  projectLoaded: 'Project loaded successfully!',
  projectUpdated: 'Project updated successfully!',
  projectDeleted: 'Project deleted successfully!',
  // Stages and workflows (decision 077)
  stageAdded: 'Stage added',
  stageUpdated: 'Stage updated',
  stageRemoved: 'Stage removed',
  stagesReordered: 'Stages reordered',
  stageMoved: 'Project moved',
  workflowsLoaded: 'Workflows loaded',
  workflowUpdated: 'Workflow saved',
  workflowReset: 'Workflow reset to the built-in stages',
  // Garment templates (decision 078)
  garmentTemplatesLoaded: 'Garment templates loaded',
  garmentTemplateAdded: 'Garment template added',
  garmentTemplateLoaded: 'Garment template loaded',
  garmentTemplateUpdated: 'Garment template updated',
  garmentTemplateDeleted: 'Garment template deleted',
  measurementHistoryLoaded: 'Measurement history loaded',
  // Photos (decision 079)
  photosLoaded: 'Photos loaded',
  photoAdded: 'Photo added',
  photoUpdated: 'Photo updated',
  photoDeleted: 'Photo deleted',
  // Client portal (decision 082)
  portalLinkLoaded: 'Portal link loaded',
  portalLinkCreated: 'Portal link created. Any older link no longer works.',
  portalLinkRevoked: 'Portal link revoked',
  portalLoaded: 'Portal loaded',
  appointmentConfirmed: 'Appointment confirmed',
  rescheduleRequested: 'Your request to move the appointment was sent',
  portalMessageSent: 'Message sent',
  portalMessagesLoaded: 'Messages loaded',
  portalMessagesRead: 'Messages marked as read',
  portalLanguageSaved: 'Language saved',
  selfMeasurementsSent: 'Thank you! Your measurements were sent to the studio.',
  notificationsLoaded: 'Notifications loaded',
  notificationsRead: 'Notifications marked as read',
  // Measurements taken at home (decision 084)
  measurementRequestCreated: 'Request sent to the client’s portal',
  measurementRequestsLoaded: 'Measurement requests loaded',
  measurementRequestApproved: 'Measurements approved and recorded',
  measurementRequestRejected: 'Measurements rejected',
  measurementRequestCancelled: 'Request cancelled',
  // Fittings and the fit profile (decision 086)
  fittingsLoaded: 'Fittings loaded',
  fittingRecorded: 'Fitting recorded',
  fittingLoaded: 'Fitting loaded',
  fittingUpdated: 'Fitting updated',
  fittingDeleted: 'Fitting deleted',
  fitProfileLoaded: 'Fit profile loaded',
  fitCorrectionRetired: 'Correction retired',
  fitCorrectionRestored: 'Correction back in force',
  fitOptionsLoaded: 'Design options loaded',
  // Messages to clients (decision 083)
  messageTemplatesLoaded: 'Message templates loaded',
  messageTemplateUpdated: 'Message saved',
  messageTemplateReset: 'Message reset to the default text',
  clientMessageSent: 'Message sent',
  clientMessagePreviewed: 'Message preview',
  conversationLoaded: 'Conversation loaded',
  conversationReplySent: 'Reply sent',
  conversationRead: 'Conversation marked as read',
  messagingUsageLoaded: 'Messages left loaded',
  // Invoices
  invoicesLoaded: 'Invoices loaded successfully!',
  invoiceSummaryLoaded: 'Invoice summary loaded',
  invoiceLoaded: 'Invoice loaded successfully!',
  invoiceAdded: 'Invoice added successfully!',
  invoiceUpdated: 'Invoice updated successfully!',
  invoiceDeleted: 'Invoice deleted successfully!',
  nextInvoiceNumber: 'Next invoice number',
  paymentRecorded: 'Payment recorded',
  paymentDeleted: 'Payment deleted',
  invoiceSent: 'Invoice {invoiceNumber} sent to {to}',
  // Calendar
  eventsLoaded: 'Calendar events loaded successfully!',
  eventLoaded: 'Event loaded successfully!',
  eventAdded: 'Event added successfully!',
  eventUpdated: 'Event updated successfully!',
  eventDeleted: 'Event deleted successfully!',
  feedLoaded: 'Calendar feed loaded',
  feedCreated: 'Calendar feed address created. Any older address no longer works.',
  feedTurnedOff: 'Calendar feed turned off',
  // The web's own wording for the feed toasts, which names the address the panel shows.
  feedAddressCreated: 'Calendar address created. Any older address no longer works.',
  feedAddressTurnedOff: 'Calendar address turned off.',
  // Dashboard and analytics
  dashboardLoaded: 'Dashboard data loaded',
  activityLoaded: 'Activity loaded',
  // The web's toast for a refresh the user asked for (Refresh, Retry, Fetch Data).
  dashboardRefreshed: 'Dashboard data refreshed!',
  analyticsLoaded: 'Analytics data for {period} loaded successfully!',
  goalsLoaded: 'Revenue goals loaded',
  goalsSaved: 'Revenue goals saved',
  // Patterns and the generator
  patternsLoaded: 'Patterns loaded successfully',
  publicPatternsLoaded: 'Public patterns loaded successfully',
  patternCreated: 'Pattern created successfully',
  patternLoaded: 'Pattern loaded',
  patternUpdated: 'Pattern updated successfully',
  patternDeleted: 'Pattern deleted successfully',
  patternMadePublic: 'Pattern moved to public library successfully!',
  patternCopied: 'Pattern copied to your patterns',
  generatorLoaded: 'Pattern generator loaded',
  patternGenerated: 'Pattern generated successfully',
  patternRedrafted: 'Pattern re-drafted: a new version',
  patternVersionsLoaded: 'Versions loaded successfully',
  measurementsMissing: 'Some measurements are missing',
  measurementsComplete: 'All measurements are recorded',
  // Plans and payments
  paymentSettings: 'Payment settings',
  subscriptionLoaded: 'Subscription details loaded',
  receiptsLoaded: 'Receipts loaded',
  planUpdated: 'Plan updated successfully',
  subscriptionCancelled: 'Subscription cancelled successfully',
  paymentMethodUpdated: 'Payment method updated successfully',
  subscriptionActivated: 'Subscription activated successfully',
  paymentVerified: 'Payment verified successfully',
  paymentVerificationFailed: 'Payment verification failed',
  /** The checkout's outcome in the service's words (a refused card in the provider's own). */
  paymentOutcome: '{outcome}',
  continueToCheckout: 'Continue to checkout to complete your payment.',
  eventReceived: 'Event received',
  cardAccepted: 'Card accepted',
  // Team, studio and API tokens
  teamLoaded: 'Team loaded',
  invitesLoaded: 'Invitations loaded',
  inviteSent: 'Invitation sent to {email}',
  inviteResent: 'Invitation sent again to {email}',
  inviteRevoked: 'Invitation revoked',
  memberUpdated: 'Role updated',
  memberRemoved: 'Member removed from the studio',
  studioLeft: 'You left the studio',
  inviteLoaded: 'Invitation found',
  inviteAccepted: 'Welcome to {studio}!',
  studioLoaded: 'Studio loaded',
  studioUpdated: 'Studio updated successfully',
  studioLogoUpdated: 'Logo updated successfully',
  studioLogoRemoved: 'Logo removed',
  tokensLoaded: 'API tokens loaded',
  tokenCreated: 'API token created. Copy it now: it will not be shown again.',
  tokenRevoked: 'API token revoked',
} as const;

export type SuccessMessageKey = keyof typeof SUCCESS_MESSAGES;

/** Fills `{name}` placeholders; a missing parameter leaves its placeholder, so a gap is visible, not blank. */
export function formatMessage(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The English text of a success message, as the server sends it. */
export function successMessage(key: SuccessMessageKey, params?: Readonly<Record<string, string | number>>): string {
  return formatMessage(SUCCESS_MESSAGES[key], params);
}
