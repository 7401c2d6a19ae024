import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/** What guardedLookup throws for a host that resolves to a non-public address. */
export class RefusedAddress extends Error {}

/**
 * Resolves the host and refuses it when any of its addresses is not public; the socket then connects to the
 * address checked here, so a second DNS answer (rebinding) can never point the connection elsewhere.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused)
        return callback(
          new RefusedAddress(`refused: ${hostname} resolves to non-public address ${refused.address}`),
          '',
          0,
        );
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

const agents = new Map<string, http.Agent>();
/** The guarded agent: every connection goes to an address guardedLookup checked (the screening list is fetched through it too). */
export function agentFor(protocol: 'http:' | 'https:', allowPrivate: boolean): http.Agent {
  const key = `${protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const lookup = guardedLookup(allowPrivate);
    agent =
      protocol === 'https:'
        ? new https.Agent({ lookup, keepAlive: false })
        : new http.Agent({ lookup, keepAlive: false });
    agents.set(key, agent);
  }
  return agent;
}

/** Why a URL must not be called at all (scheme, literal private address), or null. */
export function refusedUrlReason(url: URL, opts: { allowPrivate: boolean; allowInsecure: boolean }): string | null {
  if (url.protocol !== 'https:' && !(opts.allowInsecure && url.protocol === 'http:'))
    return 'refused: webhook URLs must use https';
  if (url.username || url.password) return 'refused: credentials in the URL are not allowed';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never goes through lookup, so it is checked here.
  if (!opts.allowPrivate && net.isIP(host) !== 0 && !isPublicAddress(host))
    return `refused: ${host} is not a public address`;
  return null;
}
