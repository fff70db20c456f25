import { describe, expect, it } from "vitest";
import { parseHost } from "./host.ts";

describe("parseHost", () => {
  it("accepts a DNS name, an IPv4 address or a bracketed IPv6 literal, each with an optional port", () => {
    const cases: [string, string][] = [
      ["www.pontos3d.example", "www.pontos3d.example"],
      ["WWW.Pontos3D.Example:8443", "www.pontos3d.example:8443"],
      ["localhost", "localhost"],
      ["example.com.", "example.com."],
      ["xn--bcher-kva.example", "xn--bcher-kva.example"],
      ["127.0.0.1:4700", "127.0.0.1:4700"],
      ["[::1]", "[::1]"],
      ["[2001:DB8::1]:443", "[2001:db8::1]:443"],
      ["[::ffff:127.0.0.1]:80", "[::ffff:127.0.0.1]:80"],
      ["a.example:1", "a.example:1"],
      ["a.example:65535", "a.example:65535"],
    ];
    for (const [header, host] of cases) {
      expect(parseHost(header), header).toBe(host);
      // What is accepted always makes a URL whose host is exactly that and whose path is the request's.
      const url = new URL(`http://${host}/en/contact`);
      expect(url.pathname, header).toBe("/en/contact");
      expect(url.username + url.password, header).toBe("");
    }
  });

  it("refuses anything else", () => {
    const hostile = [
      undefined,
      "",
      " ",
      "evil.example:99999",
      "evil.example:0",
      "evil.example:",
      "evil.example:80:80",
      "evil.example:+80",
      "a b",
      "[::1",
      "::1",
      "[::1]x",
      "[fe80::1%25eth0]",
      "[not-ipv6]",
      "user@host",
      "x/en/contact?",
      "x/en/contact",
      "host?x",
      "host#x",
      "host\\evil",
      "host\tx",
      "-start.example",
      "end-.example",
      "under_score.example",
      "a..b",
      ".example",
      "999.1.1.1",
      "1.2.3",
      "example.123",
      "example.0x7f",
      `${"a".repeat(64)}.example`,
      `${"a.".repeat(130)}example`,
      "ümlaut.example",
    ];
    for (const header of hostile) expect(parseHost(header), String(header)).toBeUndefined();
  });
});
