import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@tsr/contract';

/**
 * Where webhooks may be sent (SSRF, docs/decisions/0042-webhooks.md): public https addresses only.
 * An address that is, or resolves to, a private, loopback, link-local or otherwise special network
 * is refused, at creation and again at every connection (the name may resolve elsewhere later).
 * WEBHOOKS_ALLOW_LOOPBACK_HTTP lets loopback through, over http too, for a receiver on this machine.
 */

export const ADDRESS_MESSAGES = {
  ...WEBHOOK_MESSAGES,
  credentials: 'The address must not hold a user name or password.',
  unresolved: (host: string) => `The address's host ${host} cannot be found.`,
  forbidden: (address: string) =>
    `The address resolves to ${address}, a private, loopback or link-local address: webhooks are sent only to public addresses.`,
} as const;

const special = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  special.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-translated (NAT64): it reaches IPv4 addresses this list could not judge. IPv4-mapped
  // addresses (::ffff:a.b.c.d) need no rule: BlockList checks them against the IPv4 rules.
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  special.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** True when a webhook may not be sent to this IP address. */
export function isForbiddenAddress(address: string, allowLoopback: boolean): boolean {
  const family = familyOf(address);
  if (allowLoopback && loopback.check(address, family)) return false;
  return special.check(address, family);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why this address cannot receive webhooks, or null when it can (before its host is resolved):
 * https, or http to a loopback host when the setting allows it; no credentials.
 */
export function addressFormProblem(url: URL, allowLoopbackHttp: boolean): string | null {
  const loopbackHttp = allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) return ADDRESS_MESSAGES.httpsOnly;
  if (url.username || url.password) return ADDRESS_MESSAGES.credentials;
  return null;
}

/** The URL's host as `net` takes it (an IPv6 literal without its brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address the host resolves to (an IP literal is its own). */
export async function resolveHost(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (err, addresses: LookupAddress[]) => {
      if (err) reject(err);
      else resolve(addresses.map((a) => a.address));
    });
  });
}

/**
 * Why a webhook cannot be registered at this address, or null: its form, then each address its
 * host resolves to now.
 */
export async function addressProblem(address: string, allowLoopbackHttp: boolean): Promise<string | null> {
  if (!URL.canParse(address)) return ADDRESS_MESSAGES.url;
  const url = new URL(address);
  const formProblem = addressFormProblem(url, allowLoopbackHttp);
  if (formProblem) return formProblem;
  let resolved: string[];
  try {
    resolved = await resolveHost(hostOf(url));
  } catch {
    return ADDRESS_MESSAGES.unresolved(url.hostname);
  }
  const forbidden = resolved.find((a) => isForbiddenAddress(a, allowLoopbackHttp));
  return forbidden ? ADDRESS_MESSAGES.forbidden(forbidden) : null;
}

/**
 * The DNS lookup a delivery connects with: the same resolution, refusing a forbidden address at
 * connection time, so a name that resolves to a public address at creation cannot be pointed at a
 * private one later (DNS rebinding).
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const forbidden = addresses.find((a) => isForbiddenAddress(a.address, allowLoopback));
      if (forbidden) return callback(new Error(ADDRESS_MESSAGES.forbidden(forbidden.address)), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(ADDRESS_MESSAGES.unresolved(hostname)), '', 4);
      callback(null, first.address, first.family);
    });
  };
}
