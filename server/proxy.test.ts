import { describe, expect, it } from "vitest";
import { clientOf, normalizeIp, parseTrustedProxies } from "./proxy.ts";

const headers = (values: Record<string, string | string[]>) => (name: string) => values[name];
const plain = { encrypted: false };

describe("normalizeIp", () => {
  it("spells each address one way", () => {
    const cases: [string, string][] = [
      ["127.0.0.1", "127.0.0.1"],
      ["::ffff:127.0.0.1", "127.0.0.1"],
      ["::FFFF:7f00:1", "127.0.0.1"],
      ["0:0:0:0:0:0:0:1", "::1"],
      ["[::1]", "::1"],
      ["[2001:DB8::1]:443", "2001:db8::1"],
      [" 203.0.113.7:51234 ", "203.0.113.7"],
    ];
    for (const [given, expected] of cases) expect(normalizeIp(given), given).toBe(expected);
  });

  it("is undefined for anything that is not an address", () => {
    for (const given of [undefined, "", "unknown", "localhost", "1.2.3", "300.1.1.1", "_hidden", "[::1", "1.2.3.4:x"]) {
      expect(normalizeIp(given), String(given)).toBeUndefined();
    }
  });
});

describe("parseTrustedProxies", () => {
  it("reads a comma-separated list, with loopback for both loopback addresses", () => {
    expect([...parseTrustedProxies(undefined)]).toEqual([]);
    expect([...parseTrustedProxies("")]).toEqual([]);
    expect([...parseTrustedProxies(" 10.0.0.2 , ::ffff:10.0.0.3,fd00::1 ")]).toEqual(["10.0.0.2", "10.0.0.3", "fd00::1"]);
    expect([...parseTrustedProxies("loopback")]).toEqual(["127.0.0.1", "::1"]);
  });

  it("refuses a setting it cannot read, rather than trusting nobody in silence", () => {
    expect(() => parseTrustedProxies("10.0.0.0/8")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustedProxies("proxy.internal")).toThrow(/TRUST_PROXY/);
  });
});

describe("clientOf", () => {
  const trusted = parseTrustedProxies("127.0.0.1, 10.0.0.2");

  it("ignores the forwarding headers from a peer that is not trusted", () => {
    const forwarded = headers({ "x-forwarded-for": "198.51.100.1", "x-forwarded-proto": "https" });
    expect(clientOf({ address: "203.0.113.9", ...plain }, forwarded, trusted)).toEqual({ ip: "203.0.113.9", https: false });
    expect(clientOf({ address: "127.0.0.1", ...plain }, forwarded, new Set())).toEqual({ ip: "127.0.0.1", https: false });
    expect(clientOf({ address: undefined, ...plain }, forwarded, trusted)).toEqual({ ip: "unknown", https: false });
    expect(clientOf({ address: "203.0.113.9", encrypted: true }, headers({ "x-forwarded-proto": "http" }), trusted).https).toBe(true);
  });

  it("believes a trusted proxy: the right-most address that is not a trusted proxy, and its scheme", () => {
    const from = (xff: string | string[] | undefined, proto?: string) =>
      clientOf(
        { address: "::ffff:127.0.0.1", ...plain },
        headers({
          ...(xff === undefined ? {} : { "x-forwarded-for": xff }),
          ...(proto === undefined ? {} : { "x-forwarded-proto": proto }),
        }),
        trusted,
      );
    expect(from("198.51.100.1", "https")).toEqual({ ip: "198.51.100.1", https: true });
    expect(from("6.6.6.6, 198.51.100.1")).toEqual({ ip: "198.51.100.1", https: false });
    expect(from("198.51.100.1, 10.0.0.2")).toEqual({ ip: "198.51.100.1", https: false });
    expect(from(["6.6.6.6", "198.51.100.1, 10.0.0.2"])).toEqual({ ip: "198.51.100.1", https: false });
    expect(from("[2001:db8::7]:5000")).toEqual({ ip: "2001:db8::7", https: false });
    expect(from("10.0.0.2, 127.0.0.1")).toEqual({ ip: "10.0.0.2", https: false });
    // No forwarded address, or one no proxy would write: the proxy itself is the client.
    expect(from(undefined, "https")).toEqual({ ip: "127.0.0.1", https: true });
    expect(from("not-an-address")).toEqual({ ip: "127.0.0.1", https: false });
    expect(from("198.51.100.1, garbage, 10.0.0.2")).toEqual({ ip: "10.0.0.2", https: false });
    // Only http and https are schemes; the nearest proxy's value counts.
    expect(from("198.51.100.1", "HTTPS").https).toBe(true);
    expect(from("198.51.100.1", "https, http").https).toBe(false);
    expect(from("198.51.100.1", "ftp").https).toBe(false);
  });
});
