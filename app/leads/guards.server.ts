import { isIPv6 } from "node:net";
import { describeError } from "../observability/log-safe.server.ts";
import type { EventLog } from "../observability/log.server.ts";
import type { LeadRepository, RateVerdict } from "./repository.server.ts";
import { RATE_WINDOW_MINUTES } from "./retention.ts";

/**
 * Abuse protection that never stands in a real visitor's way: cross-site posts are refused,
 * and each address (client-address.server.ts) has a generous budget of posts.
 */

/**
 * The key a visitor's budgets are counted under (posts, uploads, unclaimed files): an IPv4 address
 * as it is, an IPv6 address by its /64 ("2001:db8:1:2::/64"), since whoever has one IPv6 address
 * has the 2^64 addresses of its /64 and would otherwise get a fresh budget from each. An
 * IPv4-mapped IPv6 address is its IPv4 address. Anything else is its own key.
 */
export function budgetKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const groups = isIPv6(address) ? ipv6Groups(address) : undefined;
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included); undefined for a zone id. */
function ipv6Groups(address: string): number[] | undefined {
  // The URL parser validates the address and writes it in hex groups, with at most one "::".
  const canonical = URL.parse(`http://[${address}]`)?.hostname.slice(1, -1);
  if (canonical === undefined) return undefined;
  const [head, tail] = canonical.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * A post is same-site when the browser says so (Sec-Fetch-Site), or, for browsers that do not send
 * it, when its Origin matches the site. Tools that send neither (curl, monitoring) are let through:
 * a cross-site form post from a browser always carries one of the two.
 */
export function isCrossSite(header: (name: string) => string | null | undefined, selfOrigin: string): boolean {
  const site = header("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = header("origin");
  if (!origin) return false;
  return origin !== selfOrigin;
}

export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite((name) => request.headers.get(name), new URL(request.url).origin);
}

/** A sliding window of hits per key, in memory: enough for one server process. */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  let lastSweep = Date.now();
  return {
    /** Counts a hit; false when the key is over its budget (the hit is then not counted). */
    take(key: string, now = Date.now()): boolean {
      if (now - lastSweep > windowMs) {
        for (const [k, times] of hits) if (times[times.length - 1] <= now - windowMs) hits.delete(k);
        lastSweep = now;
      }
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      return true;
    },
    /** Seconds until the key may post again. */
    retryAfter(key: string, now = Date.now()): number {
      const oldest = (hits.get(key) ?? [])[0];
      return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
  };
}

/** The window every budget is counted over (the privacy policy states it). */
export const RATE_WINDOW_MS = RATE_WINDOW_MINUTES * 60_000;

/** A budget of hits per address, shared by every instance when the store is. */
export interface RateLimiter {
  /** Counts a hit of `key`, or says how many seconds it must wait. */
  take(key: string): Promise<RateVerdict>;
}

/**
 * Counts in the repository when it is shared by several instances (PostgreSQL), so the budget
 * holds however many instances there are, by the database's clock, so it holds however far their
 * clocks differ; otherwise, or while the database cannot answer, in this process's memory by its
 * own clock (one instance on SQLite counts exactly as before).
 */
export function createSharedRateLimiter(
  repo: LeadRepository,
  bucket: string,
  budget: { limit: number; windowMs: number },
  log: EventLog = () => {},
): RateLimiter {
  const local = createRateLimiter(budget);
  return {
    async take(key) {
      try {
        const shared = await repo.countHit({ bucket, key, ...budget });
        if (shared) return shared;
      } catch (error) {
        log(`shared rate limit unavailable, counting locally: ${describeError(error)}`, {
          event: "rate-limit-local",
          error: describeError(error),
        });
      }
      const now = Date.now();
      return local.take(key, now) ? { allowed: true } : { allowed: false, retryAfter: local.retryAfter(key, now) };
    },
  };
}

/**
 * Below this many milliseconds between the form appearing and its posting, nobody filled it, not
 * even with the browser's autofill (a pick from the suggestions, a tick and a click take about a
 * second). It was 2.5 s, which refused real visitors who autofilled (usability test m4); the
 * refusal asks them only to send again, and the second post passes.
 */
export const MIN_FILL_MS = 1000;
