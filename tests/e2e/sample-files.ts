/** Files for upload tests: real signatures at the front, deterministic filler after, any size. */
function filled(head: Buffer, size: number, seed: number): Buffer {
  const body = Buffer.alloc(Math.max(size, head.length));
  head.copy(body);
  for (let i = head.length; i < body.length; i++) body[i] = (i * 31 + seed) & 0xff;
  return body;
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

export const files = {
  pdf: (name: string, size: number) => file(name, "application/pdf", filled(Buffer.from("%PDF-1.7\n"), size, 1)),
  png: (name: string, size: number) =>
    file(name, "image/png", filled(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size, 2)),
  jpg: (name: string, size: number) => file(name, "image/jpeg", filled(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size, 3)),
  /** A Windows program renamed to look like a PDF. */
  exeAsPdf: (name: string) => file(name, "application/pdf", filled(Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), 4096, 4)),
};
