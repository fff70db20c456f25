import { isIPv4, isIPv6 } from "node:net";
import type { IncomingMessage } from "node:http";

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** A last label the URL parser would read as part of an IPv4 address ("10.1", "0x7f"), which no DNS name ends in. */
const NUMERIC_LABEL = /^(?:[0-9]+|0x[0-9a-f]*)$/i;

function isDnsName(name: string): boolean {
  const labels = (name.endsWith(".") ? name.slice(0, -1) : name).split(".");
  return name.length <= 254 && labels.every((label) => LABEL.test(label)) && !NUMERIC_LABEL.test(labels[labels.length - 1]);
}

/**
 * The host a request names, lower-cased, or undefined when it is not one: a DNS name, an IPv4
 * address or a bracketed IPv6 literal, with an optional port from 1 to 65535. Nothing else may
 * pass, because the host becomes part of the URL React Router routes on and of the origin the
 * forms compare Origin with: "x/en/contact?" or "user@host" would change what the URL means.
 */
export function parseHost(value: string | undefined): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::([0-9]{1,5}))?$/i.exec(value ?? "");
  if (!match) return undefined;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  const valid = name.startsWith("[") ? isIPv6(name.slice(1, -1)) : isIPv4(name) || isDnsName(name);
  return valid ? `${name}${port === undefined ? "" : `:${port}`}`.toLowerCase() : undefined;
}

/**
 * The request's host, validated; undefined when it has none, several, or a malformed one. A request
 * without Host (HTTP/1.0) is refused as well: the site's public address is only known at build time.
 */
export function requestHost(req: IncomingMessage): string | undefined {
  const hosts = req.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === "host");
  return hosts.length === 1 ? parseHost(req.headers.host) : undefined;
}
