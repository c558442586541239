import { isIP } from 'node:net';

/** Express's 'trust proxy' setting, in the forms an environment variable can spell. */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY read as Express documents its 'trust proxy' setting: `true` or `false`, a number
 * of proxy hops to trust, or a comma-separated list of addresses, subnets (10.0.0.0/8,
 * 10.0.0.0/255.0.0.0, fc00::/7) and the names loopback, linklocal and uniquelocal. Unset or
 * blank leaves Express's default (trust no proxy). Anything else throws, naming the variable,
 * so a typo stops the server at start instead of letting it count every client as the proxy.
 */
export function parseTrustProxy(
  raw: string | undefined,
  name = 'TRUST_PROXY',
): TrustProxy | undefined {
  const text = (raw ?? '').trim();
  if (text === '') return undefined;
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  // Express treats a number as a hop count; as a string it would be read as an address.
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isTrustEntry(e));
  if (bad.length) {
    throw new Error(
      `${name}=${raw} is not a 'trust proxy' setting (${bad.map((e) => `'${e}'`).join(', ')} unreadable): use true, false, ` +
        'a number of proxy hops, or a comma-separated list of addresses and subnets (e.g. loopback, 10.0.0.0/8).',
    );
  }
  return entries.map((e) => (NAMED_RANGES.has(e.toLowerCase()) ? e.toLowerCase() : e));
}

/** An address, a named range, or a subnet as address/prefix-length or IPv4 address/netmask. */
function isTrustEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry.toLowerCase())) return true;
  const [address, range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4 && isNetmask(range);
}

/** A dotted mask of leading ones (255.255.240.0), not any address. */
function isNetmask(mask: string): boolean {
  const bits = mask
    .split('.')
    .map((o) => Number(o).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits);
}
