import type { FastifyBaseLogger } from 'fastify';
import type TwilioSDK from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { TwilioConfig } from '../config.js';
import { AppError } from './errors.js';
import { said } from './said.js';
import type { SmsSender } from './sms-sender.js';

type TwilioModule = typeof TwilioSDK;

/**
 * The SDK builds every address on https://api.twilio.com. With TWILIO_API_URL (tests, a local
 * fake of the Messages API) each request goes to that origin instead, path and query unchanged,
 * through the SDK's own RequestClient, so what is tested is the SDK's real request.
 */
function redirectingClient(sdk: TwilioModule, apiUrl: string) {
  const base = new URL(apiUrl);
  return new (class extends sdk.RequestClient {
    override request<T>(opts: RequestClient.RequestOptions<T>) {
      const uri = new URL(opts.uri);
      uri.protocol = base.protocol;
      uri.host = base.host;
      return super.request<T>({ ...opts, uri: uri.href });
    }
  })();
}

/**
 * SMS through Twilio's Messages API with the official SDK (decision 083). The SDK is loaded the
 * first time a message goes, so a server that never sends one does not pay for loading it.
 */
export function twilioSender(config: TwilioConfig, log: FastifyBaseLogger): SmsSender {
  let client: Promise<ReturnType<TwilioModule>> | null = null;
  const clientOf = () =>
    (client ??= import('twilio').then((mod) => {
      // CommonJS: the SDK is the module's default export.
      const sdk = ('default' in mod ? mod.default : mod) as TwilioModule;
      return sdk(config.accountSid, config.authToken, config.apiUrl ? { httpClient: redirectingClient(sdk, config.apiUrl) } : {});
    }));
  return {
    kind: 'twilio',
    send: async (sms) => {
      const twilio = await clientOf();
      try {
        const sent = await twilio.messages.create({
          to: sms.to,
          body: sms.body,
          // The signature's "—" and curly quotes go as GSM-7 look-alikes, as lib/sms-parts.ts counts them (decision 105).
          smartEncoded: true,
          ...(config.messagingServiceSid ? { messagingServiceSid: config.messagingServiceSid } : { from: config.from! }),
        });
        log.info({ smsKind: sms.kind, sid: sent.sid }, 'sms sent');
      } catch (err) {
        // Twilio's code and status say why (21211: not a valid number), without the number or the text.
        const { code, status } = err as { code?: number; status?: number };
        log.warn({ smsKind: sms.kind, twilioCode: code ?? null, status: status ?? null }, 'sms refused by twilio');
        throw new AppError('PROVIDER_UNAVAILABLE', said('request.smsNotSent'));
      }
    },
  };
}
