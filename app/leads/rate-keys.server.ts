import { createHmac, randomBytes } from "node:crypto";
import type pg from "pg";

/**
 * The rate limits' counters on PostgreSQL hold no address: a visitor's budget key (an IPv4 address,
 * an IPv6 /64) is stored as its HMAC-SHA256 under a random secret of the day (UTC, by the database's
 * clock). The secrets live in `rate_keys`, shared by every instance, and go after two days, after
 * which a stored hash can no longer be tied to an address even by trying every address. A budget
 * counted across midnight starts afresh then (the limits are generous; that is harmless).
 */

const TODAY = "(clock_timestamp() AT TIME ZONE 'UTC')::date";

/** The secret of the day, created by the first instance to need it (the others then read that one). */
async function secretOfToday(db: pg.Pool | pg.PoolClient): Promise<Buffer> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows } = await db.query(`SELECT secret FROM rate_keys WHERE day = ${TODAY}`);
    if (rows.length > 0) return rows[0].secret as Buffer;
    await db.query(`INSERT INTO rate_keys (day, secret) VALUES (${TODAY}, $1) ON CONFLICT (day) DO NOTHING`, [randomBytes(32)]);
    await forgetOldSecrets(db);
  }
  throw new Error("no rate key for today");
}

/** Deletes the secrets of days before yesterday. */
export async function forgetOldSecrets(db: pg.Pool | pg.PoolClient): Promise<void> {
  await db.query(`DELETE FROM rate_keys WHERE day < ${TODAY} - 1`);
}

/** What `rate_hits.key` holds for a budget key: its HMAC under today's secret, hex. */
export async function hashedRateKey(db: pg.Pool | pg.PoolClient, key: string): Promise<string> {
  return createHmac("sha256", await secretOfToday(db))
    .update(key)
    .digest("hex");
}
