// What an SMS and a sender are, apart from either sender: the outbox (sms.ts) and Twilio
// (sms-twilio.ts) both name them, and neither file imports the other's types (decision 109).

/** One SMS to a client: the number in E.164, the whole text, and what it is for the log. */
export type Sms = {
  to: string;
  body: string;
  /** A fixed identifier ('order-ready', 'client-reminder'): the only thing about it the log names. */
  kind: string;
};

/**
 * Where SMS go (decision 083), chosen once at start like the mailer and the payment provider
 * (decision 042): the embedded outbox, or Twilio. `send` resolves once the provider has taken
 * the message and throws when it refused it or could not be reached.
 */
export type SmsSender = { kind: 'outbox' | 'twilio'; send: (sms: Sms) => Promise<void> };
