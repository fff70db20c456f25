import { describe, expect, it } from "vitest";
import { budgetKey } from "./guards.server.ts";

describe("budgetKey", () => {
  it("keys IPv6 visitors by their /64, however the address is written", () => {
    for (let i = 1; i <= 10; i++) expect(budgetKey(`2001:db8:1:2::${i}`)).toBe("2001:db8:1:2::/64");
    expect(budgetKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(budgetKey("2001:db8:1:2:a:b:1.2.3.4")).toBe("2001:db8:1:2::/64");
    expect(budgetKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(budgetKey("::1")).toBe("0:0:0:0::/64");
  });

  it("gives neighbouring /64s their own keys", () => {
    expect(budgetKey("2001:db8:1:3::1")).not.toBe(budgetKey("2001:db8:1:2::1"));
  });

  it("keeps IPv4 per address, and keys an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(budgetKey("203.0.113.7")).toBe("203.0.113.7");
    expect(budgetKey("203.0.113.8")).toBe("203.0.113.8");
    expect(budgetKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(budgetKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(budgetKey("unknown")).toBe("unknown");
    expect(budgetKey("fe80::1%eth0")).toBe("fe80::1%eth0");
    expect(budgetKey("2001:db8:1:2::/64")).toBe("2001:db8:1:2::/64");
  });
});
