import {
  BufferAttribute,
  BufferGeometry,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Raycaster,
  Scene as ThreeScene,
  SphereGeometry,
  Vector2,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { decodeCloud } from "~/samples/cloud-format";
import { FACADE, TOLERANCE_MM } from "~/samples/facade";

/** A point in the sample's local axes, metres: x along the facade, y out of it towards the street, z up. */
export interface Local {
  x: number;
  y: number;
  z: number;
}

/** What the viewer's element asks of the scene. */
export interface Scene {
  /** Draws the picked points of a measurement and, for two, the line between them. */
  showMeasurement(points: readonly Local[]): void;
  colourByDeviation(on: boolean): void;
}

const BACKGROUND = 0x060a13;
const MARKER = 0xcdf542;
/** How far from a point, in metres, a pick may pass and still take it. */
const PICK_THRESHOLD = 0.04;
/** A press that moves less than this (pixels) is a pick, not the start of an orbit. */
const CLICK_SLOP = 6;
/** The camera's vertical field of view, degrees. */
const FIELD_OF_VIEW = 40;

/** Where the camera starts: a little to the left of and above the facade's centre, far enough back to see all of it at this aspect. */
function startingView(camera: PerspectiveCamera, centre: readonly number[], aspect: number): void {
  const slope = Math.tan((FIELD_OF_VIEW * Math.PI) / 360);
  const distance = 1.25 * Math.max(FACADE.height / 2 / slope, FACADE.width / 2 / (slope * aspect));
  camera.position.set(centre[0] - distance / 4, centre[1] + distance / 16, distance);
}

/** three.js is y-up; the sample is z-up with y towards the street, which is towards the viewer. */
const toThree = (p: Local): [number, number, number] => [p.x, p.z, p.y];

/** Colours of the deviation from the model (mm): blue behind, green to yellow within tolerance, red in front. */
function deviationColour(mm: number): [number, number, number] {
  if (mm > TOLERANCE_MM) return [0xef, 0x44, 0x44];
  if (mm < -TOLERANCE_MM) return [0x3b, 0x82, 0xf6];
  const t = Math.abs(mm) / TOLERANCE_MM;
  return [Math.round(0x22 + (0xea - 0x22) * t), Math.round(0xc5 + (0xb3 - 0xc5) * t), Math.round(0x5e + (0x08 - 0x5e) * t)];
}

/**
 * The sample cloud drawn with three.js over the stage's image: intensity or deviation colours,
 * orbit, pan and zoom (OrbitControls), and picks by pointer or touch with a raycaster. It draws
 * only when something changes, and damps the orbit only where motion is welcome.
 */
export function openScene(stage: HTMLElement, buffer: ArrayBuffer, options: { label: string; onPick: (point: Local) => void }): Scene {
  const cloud = decodeCloud(buffer);
  const count = cloud.intensities.length;
  const positions = new Float32Array(count * 3);
  const intensity = new Uint8Array(count * 3);
  const deviation = new Uint8Array(count * 3);
  for (let i = 0; i < count; i++) {
    const [x, y, z] = [cloud.positions[i * 3] / 1000, cloud.positions[i * 3 + 1] / 1000, cloud.positions[i * 3 + 2] / 1000];
    positions.set(toThree({ x, y, z }), i * 3);
    const grey = 40 + Math.round((cloud.intensities[i] * 215) / 255);
    intensity.set([grey, grey, grey], i * 3);
    deviation.set(deviationColour(cloud.deviations[i]), i * 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  const intensityColours = new BufferAttribute(intensity, 3, true);
  const deviationColours = new BufferAttribute(deviation, 3, true);
  geometry.setAttribute("color", intensityColours);
  const points = new Points(
    geometry,
    new PointsMaterial({ size: 2 * Math.min(2, window.devicePixelRatio || 1), sizeAttenuation: false, vertexColors: true }),
  );

  const scene = new ThreeScene();
  scene.add(points);
  const centre = toThree({ x: FACADE.width / 2, y: 0, z: FACADE.height / 2 });
  const camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.1, 500);

  const renderer = new WebGLRenderer({ antialias: false });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  renderer.setClearColor(BACKGROUND);
  const canvas = renderer.domElement;
  canvas.className = "absolute inset-0 block h-full w-full touch-none";
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", options.label);

  const controls = new OrbitControls(camera, canvas);
  controls.target.set(...centre);
  controls.enableDamping = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  controls.maxDistance = 120;
  controls.minDistance = 1;

  // The measurement: a marker at each picked point, a line between two.
  const markerGeometry = new SphereGeometry(0.16, 16, 12);
  const markerMaterial = new MeshBasicMaterial({ color: MARKER, depthTest: false });
  const markers = [new Mesh(markerGeometry, markerMaterial), new Mesh(markerGeometry, markerMaterial)];
  const line = new Line(new BufferGeometry(), new LineBasicMaterial({ color: MARKER, depthTest: false }));
  for (const shape of [...markers, line]) {
    shape.visible = false;
    shape.renderOrder = 1;
    scene.add(shape);
  }

  let frame = 0;
  const draw = () => {
    frame = 0;
    // With damping the orbit glides on: update() says so by firing "change", which asks for another frame.
    controls.update();
    renderer.render(scene, camera);
  };
  const redraw = () => {
    frame ||= requestAnimationFrame(draw);
  };
  controls.addEventListener("change", redraw);

  const resize = () => {
    const { width, height } = stage.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    redraw();
  };
  new ResizeObserver(resize).observe(stage);

  // A pick is a press released where it began; anything longer is an orbit, a pan or a pinch.
  const raycaster = new Raycaster();
  raycaster.params.Points = { threshold: PICK_THRESHOLD };
  let down: { x: number; y: number; id: number } | undefined;
  canvas.addEventListener("pointerdown", (event) => {
    down = event.isPrimary ? { x: event.clientX, y: event.clientY, id: event.pointerId } : undefined;
  });
  canvas.addEventListener("pointerup", (event) => {
    if (!down || down.id !== event.pointerId || Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP) return;
    down = undefined;
    const box = canvas.getBoundingClientRect();
    raycaster.setFromCamera(
      new Vector2(((event.clientX - box.left) / box.width) * 2 - 1, -((event.clientY - box.top) / box.height) * 2 + 1),
      camera,
    );
    const [hit] = raycaster.intersectObject(points);
    if (hit?.index === undefined) return;
    const i = hit.index * 3;
    options.onPick({ x: cloud.positions[i] / 1000, y: cloud.positions[i + 1] / 1000, z: cloud.positions[i + 2] / 1000 });
  });

  const image = stage.querySelector("img");
  stage.append(canvas);
  const box = stage.getBoundingClientRect();
  startingView(camera, centre, box.width / Math.max(1, box.height));
  resize();
  draw();
  image?.setAttribute("aria-hidden", "true");

  return {
    showMeasurement(picked) {
      markers.forEach((marker, i) => {
        marker.visible = i < picked.length;
        if (marker.visible) marker.position.set(...toThree(picked[i]));
      });
      line.visible = picked.length === 2;
      if (line.visible) line.geometry.setAttribute("position", new BufferAttribute(Float32Array.from(picked.flatMap(toThree)), 3));
      redraw();
    },
    colourByDeviation(on) {
      geometry.setAttribute("color", on ? deviationColours : intensityColours);
      redraw();
    },
  };
}
