import { crc32, deflateSync } from "node:zlib";
import { encodeCloud } from "./cloud-format";
import { ORIGIN } from "./facade";
import { facadeCloud } from "./facade-cloud";
import { SAMPLE_IMAGE, type SampleFile } from "./files";

/** The packed cloud the viewer fetches. */
export function cloudBin(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encodeCloud(facadeCloud()));
}

/**
 * The cloud as binary PLY: x, y, z in metres from the grid point the header names (x east, y
 * north, z up, so that E, N and H are the origin's plus x, y and z) and the return intensity.
 */
export function cloudPly(): Uint8Array<ArrayBuffer> {
  const all = facadeCloud();
  const header = [
    "ply",
    "format binary_little_endian 1.0",
    "comment Pontos 3D illustrative sample: the registered point cloud of a facade survey, not a client's project",
    `comment Origin EOV E ${ORIGIN.e.toFixed(3)} N ${ORIGIN.n.toFixed(3)}, EOMA H ${ORIGIN.h.toFixed(3)}; x east, y north, z up, in metres`,
    `element vertex ${all.length}`,
    "property float x",
    "property float y",
    "property float z",
    "property uchar intensity",
    "end_header",
    "",
  ].join("\n");
  const head = new TextEncoder().encode(header);
  const bytes = new Uint8Array(head.length + all.length * 13);
  bytes.set(head);
  const view = new DataView(bytes.buffer);
  all.forEach((point, i) => {
    const at = head.length + i * 13;
    view.setFloat32(at, point.x, true);
    view.setFloat32(at + 4, -point.y, true);
    view.setFloat32(at + 8, point.z, true);
    view.setUint8(at + 12, point.intensity);
  });
  return bytes;
}

/** Grey levels of the rendered elevation: few enough that the image compresses well, from the page's dark ink to near white. */
const LEVELS = 16;
const DARK = [0x06, 0x0a, 0x13];
const LIGHT = [0xf6, 0xf7, 0xfa];
/** Fewer points than this around a pixel is open space (glass, the sky), not a surface. */
const SPARSE = 5;

/**
 * The cloud seen square on from the street, as an orthographic elevation: each pixel the mean
 * intensity of the points around it (a 7 × 7 pixel window, some seventeen points of wall), on the
 * page's dark background where there are fewer than SPARSE. An indexed PNG of LEVELS greys.
 */
export function cloudImage(): Uint8Array<ArrayBuffer> {
  const { width, height, pixelsPerMetre, margin } = SAMPLE_IMAGE;
  const sum = new Float64Array(width * height);
  const count = new Uint32Array(width * height);
  for (const point of facadeCloud()) {
    const column = Math.floor((point.x + margin) * pixelsPerMetre);
    const row = height - 1 - Math.floor((point.z + margin) * pixelsPerMetre);
    if (column < 0 || column >= width || row < 0 || row >= height) continue;
    sum[row * width + column] += point.intensity;
    count[row * width + column] += 1;
  }
  const radius = 3;
  const indices = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      let s = 0;
      let n = 0;
      for (let r = Math.max(0, row - radius); r <= Math.min(height - 1, row + radius); r++) {
        for (let c = Math.max(0, column - radius); c <= Math.min(width - 1, column + radius); c++) {
          s += sum[r * width + c];
          n += count[r * width + c];
        }
      }
      // Glass returns a point here and there: too few to show as a surface.
      if (n < SPARSE) continue;
      indices[row * width + column] = 1 + Math.min(LEVELS - 2, Math.floor(((s / n) * (LEVELS - 1)) / 256));
    }
  }
  const palette = Array.from({ length: LEVELS }, (_, i) => {
    if (i === 0) return DARK;
    const t = 0.18 + (0.82 * (i - 1)) / (LEVELS - 2);
    return DARK.map((dark, k) => Math.round(dark + (LIGHT[k] - dark) * t));
  });
  return png(width, height, palette, indices);
}

/** An 8-bit indexed PNG. */
function png(width: number, height: number, palette: readonly (readonly number[])[], indices: Uint8Array): Uint8Array<ArrayBuffer> {
  const rows = new Uint8Array(height * (width + 1));
  for (let row = 0; row < height; row++) rows.set(indices.subarray(row * width, (row + 1) * width), row * (width + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8);
  const chunks = [
    chunk("IHDR", header),
    chunk("PLTE", Uint8Array.from(palette.flat())),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ];
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const bytes = new Uint8Array(8 + chunks.reduce((total, c) => total + c.length, 0));
  bytes.set(signature);
  let at = 8;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return bytes;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

const MAKERS: Record<SampleFile, () => Uint8Array<ArrayBuffer>> = { cloud: cloudBin, image: cloudImage, ply: cloudPly };
const made = new Map<SampleFile, Uint8Array<ArrayBuffer>>();

/** The bytes of a sample file, made once per process. */
export function sampleFileBytes(file: SampleFile): Uint8Array<ArrayBuffer> {
  let bytes = made.get(file);
  if (!bytes) {
    bytes = MAKERS[file]();
    made.set(file, bytes);
  }
  return bytes;
}
