import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CLIENT_PARAM, NEW_PARAM } from './navigation';

/**
 * What a screen's address asks about a client (the client page's links, decision 126): `?client=<id>`
 * (that client's records, or the new record's client) and `?new=1` (open the new record's form).
 * `dropNew` takes `new` out once read, so Back or a reload does not open the form again.
 */
export function useClientAddress() {
  const [params, setParams] = useSearchParams();
  // One change of the address for all the keys: two calls in one tick would each start from the same address.
  const drop = useCallback(
    (...keys: string[]) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of keys) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    clientId: params.get(CLIENT_PARAM) ?? '',
    wantsNew: params.get(NEW_PARAM) === '1',
    dropNew: useCallback(() => drop(NEW_PARAM), [drop]),
    dropClient: useCallback(() => drop(CLIENT_PARAM), [drop]),
    /** Both: a screen that only starts the new record with the client, and lists no client's records apart. */
    dropBoth: useCallback(() => drop(NEW_PARAM, CLIENT_PARAM), [drop]),
  };
}
