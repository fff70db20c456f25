import { describe, expect, it } from "vitest";
import { FACTS, factText } from "~/site/facts";
import { decodeCloud } from "./cloud-format";
import { CONTROL, SCAN_STATIONS, rmse } from "./facade";
import { SAMPLE_IMAGE } from "./files";
import { sampleFileBytes } from "./files.server";

describe("the samples page's files and the figures it states about them", () => {
  it("packs the whole cloud for the viewer, and the page's point count is its count", () => {
    const cloud = decodeCloud(sampleFileBytes("cloud").slice().buffer);
    expect(cloud.intensities.length).toBe(FACTS.sampleCloudPoints);
  });

  it("writes the cloud as binary PLY with x, y, z and intensity, its origin named, and the page states its size", () => {
    const bytes = sampleFileBytes("ply");
    const text = new TextDecoder("latin1").decode(bytes.subarray(0, 1000));
    const header = text.slice(0, text.indexOf("end_header\n") + "end_header\n".length);
    expect(header).toContain("format binary_little_endian 1.0");
    expect(header).toContain(`element vertex ${FACTS.sampleCloudPoints}`);
    expect(header).toMatch(/property float x\nproperty float y\nproperty float z\nproperty uchar intensity\nend_header/);
    expect(header).toContain("comment Origin EOV E 650120.000 N 240480.000, EOMA H 104.250");
    expect(bytes.length).toBe(header.length + FACTS.sampleCloudPoints * 13);
    expect(factText("sampleCloudFileMb", "en")).toBe(`${(bytes.length / 1e6).toFixed(1)} MB`);
  });

  it("renders the elevation as a PNG of the size the page gives it", () => {
    const bytes = sampleFileBytes("image");
    const view = new DataView(bytes.buffer);
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([SAMPLE_IMAGE.width, SAMPLE_IMAGE.height]);
    expect(bytes.length).toBeLessThan(60_000);
  });

  it("states the scan positions and the registration RMSE of the sample survey", () => {
    expect(FACTS.sampleScanStations).toBe(SCAN_STATIONS);
    expect(FACTS.sampleRegistrationRmse.number).toBe(Math.round(rmse(CONTROL) * 10) / 10);
  });
});
