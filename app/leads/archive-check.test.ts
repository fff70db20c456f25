import { describe, expect, it } from "vitest";
import { createArchiveCheck } from "./archive-check.server.ts";
import type { AcceptedExtension } from "./file-limits.ts";
import { zipOf } from "./testing/zip.ts";

/** The verdict on a file sent in chunks of `chunkSize` bytes, as an upload streams in. */
function judge(ext: AcceptedExtension, file: Buffer, chunkSize = 64 * 1024) {
  const check = createArchiveCheck(ext);
  for (let at = 0; at < file.length; at += chunkSize) check.write(file.subarray(at, at + chunkSize));
  return check.verdict();
}

const pdf = Buffer.from("%PDF-1.7\n" + "x".repeat(5000));
const text = (content: string) => Buffer.from(content);

describe("archives", () => {
  it("accepts drawings and documents in a ZIP, also one larger than the part of it that is kept", () => {
    expect(
      judge(
        "zip",
        zipOf([
          { name: "plans/ground floor.pdf", data: pdf },
          { name: "model.ifc", data: text("ISO-10303-21;") },
        ]),
      ),
    ).toBe("ok");
    const large = zipOf(Array.from({ length: 12 }, (_, i) => ({ name: `scan-${i}.e57`, data: Buffer.alloc(200_000, i) })));
    expect(judge("zip", large)).toBe("ok");
  });

  it("refuses a ZIP holding a program, however its name is dressed", () => {
    for (const name of ["invoice.pdf.exe", "tools/Setup.EXE", "run.bat", "macro.vbs", "start.ps1", "plan.pdf.exe.", "viewer.jar"]) {
      expect(
        judge(
          "zip",
          zipOf([
            { name: "plan.pdf", data: pdf },
            { name, data: text("MZ") },
          ]),
        ),
        name,
      ).toBe("archive");
    }
  });

  it("refuses an archive that unpacks to a hundred times its size or more (an archive bomb)", () => {
    const bomb = zipOf([{ name: "zeros.bin", data: Buffer.alloc(64 * 1024 * 1024), deflate: true }]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(judge("zip", bomb)).toBe("archive");
    // Text compresses well, and a model that unpacks to ten times its size is ordinary.
    const points = Array.from({ length: 50_000 }, (_, i) => `#${i}=IFCCARTESIANPOINT((${(i * 1.37).toFixed(3)},${(i * 2.91) % 977},0.));`);
    const model = zipOf([{ name: "model.ifc", data: Buffer.from(points.join("\n")), deflate: true }]);
    expect(judge("zip", model)).toBe("ok");
  });

  it("accepts a Word or Excel file with its parts, and refuses a ZIP renamed to one", () => {
    const word = zipOf([
      { name: "[Content_Types].xml", data: text("<Types/>") },
      { name: "word/document.xml", data: text("<w:document/>") },
    ]);
    const excel = zipOf([
      { name: "[Content_Types].xml", data: text("<Types/>") },
      { name: "xl/workbook.xml", data: text("<workbook/>") },
    ]);
    expect(judge("docx", word)).toBe("ok");
    expect(judge("xlsx", excel)).toBe("ok");
    expect(judge("docx", excel)).toBe("content");
    expect(judge("xlsx", zipOf([{ name: "plan.pdf", data: pdf }]))).toBe("content");
  });

  it("refuses a file that starts like a ZIP but has no table of contents", () => {
    const fake = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(4000, 7)]);
    expect(judge("zip", fake)).toBe("content");
    // A table of contents that points outside the file is no table of contents.
    const broken = zipOf([{ name: "plan.pdf", data: pdf }]);
    broken.writeUInt32LE(0x7fffffff, broken.length - 6);
    expect(judge("zip", broken)).toBe("content");
  });
});
