import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Twilio's Messages API as far as Atelier uses it (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * HTTP basic auth, a form body), on 127.0.0.1 and a free port: the real `twilio` SDK talks to it
 * through TWILIO_API_URL. Nothing reaches the internet.
 */
export const FAKE_TWILIO = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'fake-auth-token-0123456789',
  from: '+15005550006',
};

export type TwilioRequest = { method: string; path: string; user: string; password: string; form: Record<string, string> };

export async function startFakeTwilio() {
  const received: TwilioRequest[] = [];
  let refuseNext = false;
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
      const [user = '', password = ''] = auth.split(':');
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ method: req.method ?? '', path: req.url ?? '', user, password, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const path = `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`;
      if (req.method !== 'POST' || req.url !== path)
        return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (user !== FAKE_TWILIO.accountSid || password !== FAKE_TWILIO.authToken)
        return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (refuseNext) {
        refuseNext = false;
        return send(400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
      }
      n += 1;
      send(201, {
        sid: `SM${String(n).padStart(32, '0')}`,
        account_sid: FAKE_TWILIO.accountSid,
        to: form.To,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `${path.replace('.json', '')}/SM${n}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The next message is refused as Twilio refuses a number it cannot send to (21211). */
    refuseNext: () => {
      refuseNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
