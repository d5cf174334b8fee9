type Obj = Record<string, unknown>;

/**
 * Stripe Connect as far as online booking's deposits use it (decision 157): Express accounts made
 * and read back, their onboarding links, with charges enabled when the test says the owner finished.
 */
export function fakeConnect(next: (prefix: string) => string) {
  const accounts = new Map<string, Obj>();
  /** Each onboarding link asked for, with where Stripe sends the owner back. */
  const links: { account: string; returnUrl: string; refreshUrl: string }[] = [];
  return {
    accounts,
    links,
    route(method: string, parts: string[], form: Obj): { status: number; body: unknown } | null {
      if (method === 'POST' && parts[1] === 'accounts' && parts.length === 2) {
        const account = {
          id: next('acct'),
          object: 'account',
          type: form.type,
          email: form.email,
          charges_enabled: false,
          metadata: form.metadata ?? {},
        };
        accounts.set(account.id, account);
        return { status: 200, body: account };
      }
      if (method === 'GET' && parts[1] === 'accounts' && parts[2]) {
        const account = accounts.get(parts[2]);
        if (!account)
          return {
            status: 404,
            body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such account: '${parts[2]}'` } },
          };
        return { status: 200, body: account };
      }
      if (method === 'POST' && parts[1] === 'account_links') {
        links.push({ account: String(form.account), returnUrl: String(form.return_url), refreshUrl: String(form.refresh_url) });
        return {
          status: 200,
          body: {
            object: 'account_link',
            url: `https://connect.stripe.test/setup/e/${String(form.account)}`,
            return_url: form.return_url,
            refresh_url: form.refresh_url,
          },
        };
      }
      return null;
    },
    /** The owner finished Stripe's onboarding: the account can take charges. */
    enableCharges(id: string) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no account ${id}`);
      account.charges_enabled = true;
    },
  };
}
