/**
 * The sample viewer's point-cloud file: a short header, then every point's position in whole
 * millimetres from the sample's origin (three 16-bit integers), its intensity (one byte) and its
 * deviation from the model in whole millimetres (one signed byte, clamped to ±127).
 *
 *   bytes 0–3  "P3DC"    bytes 4–7  point count (uint32, little-endian)
 *   then count × 3 int16 positions, count × uint8 intensities, count × int8 deviations
 */
const MAGIC = "P3DC";
const HEADER = 8;

export interface PackedCloud {
  /** x, y, z of each point in millimetres. */
  positions: Int16Array;
  intensities: Uint8Array;
  deviations: Int8Array;
}

export function encodeCloud(points: readonly { x: number; y: number; z: number; intensity: number; deviation: number }[]): Uint8Array {
  const count = points.length;
  const bytes = new Uint8Array(HEADER + count * 8);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < MAGIC.length; i++) bytes[i] = MAGIC.charCodeAt(i);
  view.setUint32(4, count, true);
  points.forEach((point, i) => {
    view.setInt16(HEADER + i * 6, Math.round(point.x * 1000), true);
    view.setInt16(HEADER + i * 6 + 2, Math.round(point.y * 1000), true);
    view.setInt16(HEADER + i * 6 + 4, Math.round(point.z * 1000), true);
    bytes[HEADER + count * 6 + i] = point.intensity;
    view.setInt8(HEADER + count * 7 + i, Math.max(-127, Math.min(127, Math.round(point.deviation))));
  });
  return bytes;
}

export function decodeCloud(buffer: ArrayBuffer): PackedCloud {
  const bytes = new Uint8Array(buffer);
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic !== MAGIC) throw new Error("Not a sample point cloud");
  const count = new DataView(buffer).getUint32(4, true);
  const positions = new Int16Array(count * 3);
  new Uint8Array(positions.buffer).set(bytes.subarray(HEADER, HEADER + count * 6));
  return {
    positions,
    intensities: bytes.slice(HEADER + count * 6, HEADER + count * 7),
    deviations: new Int8Array(buffer.slice(HEADER + count * 7, HEADER + count * 8)),
  };
}
