import { describe, expect, it } from "vitest";
import {
  ACCEPTED_EXTENSIONS,
  MAX_NAME_LENGTH,
  MAX_TOTAL_BYTES,
  checkSignature,
  extensionOf,
  isAcceptedExtension,
  sanitizeFileName,
} from "./file-types.server.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(Buffer.from(p, "latin1")) : p)));

const GOOD: Record<string, Uint8Array> = {
  pdf: bytes("%PDF-1.7\n"),
  docx: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  xlsx: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 0x0a, 0x00]),
  dwg: bytes("AC1032\0\0"),
  ifc: bytes("ISO-10303-21;\nHEADER;"),
  e57: bytes("ASTM-E57", [0, 0, 0, 0]),
  las: bytes("LASF", [0, 0]),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe1]),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
};

const WINDOWS_EXE = bytes("MZ", [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

describe("accepted upload types", () => {
  it("are exactly drawings, models, point clouds, documents and photos, and the limit is 10 MB for all files together", () => {
    expect([...ACCEPTED_EXTENSIONS].sort()).toEqual(["docx", "dwg", "e57", "ifc", "jpeg", "jpg", "las", "pdf", "png", "xlsx", "zip"]);
    expect(MAX_TOTAL_BYTES).toBe(10 * 1024 * 1024);
  });

  it("judges the extension case-insensitively and refuses everything else", () => {
    expect(extensionOf("Site Survey.PDF")).toBe("pdf");
    expect(extensionOf("archive.tar.gz")).toBe("gz");
    expect(extensionOf("README")).toBe("");
    expect(extensionOf("name.")).toBe("");
    for (const ext of ["exe", "js", "html", "svg", "tar", "gz", "docm", ""]) expect(isAcceptedExtension(ext)).toBe(false);
    for (const ext of ACCEPTED_EXTENSIONS) expect(isAcceptedExtension(ext)).toBe(true);
  });
});

describe("file signatures", () => {
  it.each(Object.entries(GOOD))("a real %s passes", (ext, head) => {
    expect(checkSignature(ext, head)).toBe(true);
  });

  it.each(ACCEPTED_EXTENSIONS.map((ext) => [ext]))("a Windows program renamed .%s is refused", (ext) => {
    expect(checkSignature(ext, WINDOWS_EXE)).toBe(false);
  });

  it("docx, xlsx and zip need a local file header; an empty zip (PK\\x05\\x06) is refused", () => {
    const emptyZip = bytes([0x50, 0x4b, 0x05, 0x06, 0, 0]);
    for (const ext of ["docx", "xlsx", "zip"]) expect(checkSignature(ext, emptyZip)).toBe(false);
  });

  it("a file of another accepted type under the wrong extension is refused", () => {
    expect(checkSignature("pdf", GOOD.png)).toBe(false);
    expect(checkSignature("png", GOOD.jpg)).toBe(false);
    expect(checkSignature("las", GOOD.e57)).toBe(false);
    expect(checkSignature("dwg", bytes("AC2000"))).toBe(false);
  });

  it("IFC may start with a byte order mark and whitespace, but nothing else", () => {
    expect(checkSignature("ifc", bytes([0xef, 0xbb, 0xbf], "ISO-10303-21;"))).toBe(true);
    expect(checkSignature("ifc", bytes(" \r\n\t\nISO-10303-21;"))).toBe(true);
    expect(checkSignature("ifc", bytes([0xef, 0xbb, 0xbf], "\n\nISO-10303-21;\n"))).toBe(true);
    expect(checkSignature("ifc", bytes("<?xml version='1.0'?>"))).toBe(false);
    expect(checkSignature("ifc", bytes("x ISO-10303-21;"))).toBe(false);
    expect(checkSignature("ifc", bytes("ISO-10303-21"))).toBe(false);
  });

  it("a head shorter than the signature is refused", () => {
    expect(checkSignature("pdf", bytes("%PD"))).toBe(false);
    expect(checkSignature("png", new Uint8Array(0))).toBe(false);
  });

  it("an extension outside the list never passes", () => {
    expect(checkSignature("exe", WINDOWS_EXE)).toBe(false);
  });
});

describe("sanitizeFileName", () => {
  it("keeps only the last path part, so ../ cannot climb anywhere", () => {
    expect(sanitizeFileName("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(sanitizeFileName("..\\..\\Windows\\system.ini.pdf")).toBe("system.ini.pdf");
    expect(sanitizeFileName("C:\\Users\\ana\\Desktop\\plan.dwg")).toBe("plan.dwg");
    expect(sanitizeFileName("../")).toBe("");
    expect(sanitizeFileName("..")).toBe("");
  });

  it("removes control characters and invisible direction overrides", () => {
    expect(sanitizeFileName("re\u0000po\nrt\r\t.pdf")).toBe("report.pdf");
    expect(sanitizeFileName("bad\u0007\u001b[31m.png")).toBe("bad[31m.png");
    expect(sanitizeFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(sanitizeFileName("\u0085\u009f")).toBe("");
  });

  it("keeps ordinary names, accents included", () => {
    expect(sanitizeFileName("Árpád híd – felmérés 2025.pdf")).toBe("Árpád híd – felmérés 2025.pdf");
    expect(sanitizeFileName("  Plan v2.dwg  ")).toBe("Plan v2.dwg");
  });

  it("caps a 1,000-character name at 200 characters and keeps the extension", () => {
    const name = sanitizeFileName(`${"a".repeat(996)}.pdf`);
    expect(name).toHaveLength(MAX_NAME_LENGTH);
    expect(name.endsWith(".pdf")).toBe(true);
    expect(extensionOf(name)).toBe("pdf");
  });

  it("never splits a character made of two UTF-16 units when cutting", () => {
    const name = sanitizeFileName(`${"📐".repeat(500)}.ifc`);
    expect(name.endsWith(".ifc")).toBe(true);
    expect(Array.from(name).length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("drops leading dots, so a name never becomes hidden or relative", () => {
    expect(sanitizeFileName(".htaccess.pdf")).toBe("htaccess.pdf");
    expect(sanitizeFileName("...pdf")).toBe("pdf");
  });
});
