import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { metricsAccess } from "./observe.ts";

/** A request as the server sees it: the socket's peer and the headers. */
const request = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;
const TOKEN = "0123456789abcdef-token";

describe("who may read the metrics", () => {
  const may = metricsAccess(TOKEN);

  it("a direct connection from this machine, over IPv4, IPv6 or IPv4-mapped IPv6", () => {
    expect(may(request("127.0.0.1"), "127.0.0.1")).toBe(true);
    expect(may(request("::1"), "::1")).toBe(true);
    expect(may(request("::ffff:127.0.0.1"), "127.0.0.1")).toBe(true);
  });

  it("not a visitor a proxy on this machine relays, whether or not TRUST_PROXY names the proxy", () => {
    // TRUST_PROXY=loopback: the visitor's address is the forwarded one.
    expect(may(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), "203.0.113.9")).toBe(false);
    // No TRUST_PROXY: the forwarded address is not believed, but the request was still relayed.
    expect(may(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), "127.0.0.1")).toBe(false);
    expect(may(request("127.0.0.1", { forwarded: "for=203.0.113.9" }), "127.0.0.1")).toBe(false);
    expect(may(request("127.0.0.1", { "x-real-ip": "203.0.113.9" }), "127.0.0.1")).toBe(false);
  });

  it("not another machine, nor a wrong or malformed token; the right token from anywhere", () => {
    expect(may(request("192.0.2.7"), "192.0.2.7")).toBe(false);
    expect(may(request("192.0.2.7", { authorization: `Bearer ${TOKEN}x` }), "192.0.2.7")).toBe(false);
    expect(may(request("192.0.2.7", { authorization: TOKEN }), "192.0.2.7")).toBe(false);
    expect(may(request("192.0.2.7", { authorization: `Bearer ${TOKEN}` }), "192.0.2.7")).toBe(true);
    expect(may(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9", authorization: `bearer ${TOKEN}` }), "203.0.113.9")).toBe(true);
  });

  it("no token opens nothing when none is set, and a short token stops the server", () => {
    const loopbackOnly = metricsAccess(undefined);
    expect(loopbackOnly(request("192.0.2.7", { authorization: "Bearer " }), "192.0.2.7")).toBe(false);
    expect(loopbackOnly(request("192.0.2.7", { authorization: "Bearer undefined" }), "192.0.2.7")).toBe(false);
    expect(() => metricsAccess("short")).toThrow(/at least 16 characters/);
  });
});
