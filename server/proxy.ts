import { isIPv4, isIPv6 } from "node:net";

/**
 * An IP address in one spelling, so a socket's "::ffff:127.0.0.1", a proxy's "127.0.0.1" and a
 * configured "0:0:0:0:0:0:0:1" compare as they should; undefined when it is not an address.
 * A port a proxy may add ("203.0.113.7:51234", "[2001:db8::1]:443") is dropped.
 */
export function normalizeIp(value: string | undefined): string | undefined {
  let address = (value ?? "").trim().toLowerCase();
  const withPort = /^\[([^\]]+)\](?::\d+)?$/.exec(address) ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address);
  if (withPort) address = withPort[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const canonical = URL.parse(`http://[${address}]`)?.hostname.slice(1, -1);
  if (canonical === undefined) return undefined;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * The proxies TRUST_PROXY names: comma-separated addresses, "loopback" for 127.0.0.1 and ::1.
 * Anything else stops the server at start: a proxy that is silently not trusted would put every
 * visitor in the proxy's rate-limit bucket and refuse posts over https.
 */
export function parseTrustedProxies(setting: string | undefined): Set<string> {
  const trusted = new Set<string>();
  for (const entry of (setting ?? "").split(",").map((part) => part.trim())) {
    if (entry === "") continue;
    if (entry.toLowerCase() === "loopback") {
      trusted.add("127.0.0.1").add("::1");
      continue;
    }
    const address = normalizeIp(entry);
    if (address === undefined) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address (nor "loopback")`);
    trusted.add(address);
  }
  return trusted;
}

export interface Client {
  /** The visitor's address: the socket's peer, or what a trusted proxy says it was. */
  ip: string;
  /** Whether the visitor's connection was TLS: the socket's own, or a trusted proxy's word. */
  https: boolean;
}

/**
 * Who sent a request. X-Forwarded-For and X-Forwarded-Proto are believed only when the socket's
 * peer is a trusted proxy; the visitor is then the right-most X-Forwarded-For entry that is not a
 * trusted proxy itself, since everything left of it is whatever the visitor chose to send.
 */
export function clientOf(
  peer: { address: string | undefined; encrypted: boolean },
  header: (name: string) => string | string[] | undefined,
  trusted: ReadonlySet<string>,
): Client {
  const direct = normalizeIp(peer.address);
  if (direct === undefined || !trusted.has(direct)) return { ip: direct ?? "unknown", https: peer.encrypted };

  let ip = direct;
  const chain = [header("x-forwarded-for") ?? []].flat().join(",").split(",");
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeIp(chain[i]);
    // An entry no proxy would write ends the chain: the last address known is as far as it is believed.
    if (hop === undefined) break;
    ip = hop;
    if (!trusted.has(hop)) break;
  }

  // What the nearest proxy received; the proxy sets it, and a left-most value a visitor sent means nothing.
  const proto = [header("x-forwarded-proto") ?? []].flat().join(",").split(",").pop()?.trim().toLowerCase();
  return { ip, https: proto === "https" ? true : proto === "http" ? false : peer.encrypted };
}
