import { describe, expect, it } from "vitest";
import { acceptedEncodings } from "./accept-encoding.ts";

describe("acceptedEncodings", () => {
  it("ranks by weight, brotli before gzip on a tie, and never lists a coding weighted 0", () => {
    const cases: [string | undefined, string[]][] = [
      [undefined, ["identity"]],
      ["", ["identity"]],
      ["identity", ["identity"]],
      ["gzip, deflate, br, zstd", ["br", "gzip", "identity"]],
      ["gzip, br", ["br", "gzip", "identity"]],
      ["br;q=0, gzip;q=0", ["identity"]],
      ["br;q=0, gzip", ["gzip", "identity"]],
      ["br;q=0.1, gzip;q=0.9", ["gzip", "br", "identity"]],
      ["gzip;q=1.0, br;q=0.999", ["gzip", "br", "identity"]],
      ["gzip;q=0.5, identity", ["identity", "gzip"]],
      ["*", ["br", "gzip", "identity"]],
      ["*;q=0", ["identity"]],
      ["*;q=0.5, br;q=0", ["gzip", "identity"]],
      ["gzip;q=0.5, *;q=0.8", ["br", "identity", "gzip"]],
      ["BR;Q=0.5, GZIP;q=0.4", ["br", "gzip", "identity"]],
      ["x-gzip", ["gzip", "identity"]],
      ["br ; q = 0 , gzip ; q=0.2", ["gzip", "identity"]],
      ["deflate, compress", ["identity"]],
      ["identity;q=0, gzip", ["gzip", "identity"]],
      ["br;level=5;q=0.3", ["br", "identity"]],
    ];
    for (const [header, expected] of cases) expect(acceptedEncodings(header), String(header)).toEqual(expected);
  });

  it("drops entries whose weight is malformed instead of guessing", () => {
    for (const header of ["br;q=2", "br;q=-1", "br;q=0.1234", "br;q=abc", "br;q=", "br;q=1.5"]) {
      expect(acceptedEncodings(header), header).toEqual(["identity"]);
    }
    expect(acceptedEncodings("br;q=x, gzip")).toEqual(["gzip", "identity"]);
  });
});
