import { useId, type ReactNode } from "react";
import type { Visual } from "~/content/types";
import type { VisualName } from "./visuals";

const W = 480;
const H = 360;

/** Strokes and fills shared by every drawing: a wireframe line, a point-cloud fill, the laser. */
interface Paint {
  points: string;
  dense: string;
  wire: string;
  laser: string;
}

/**
 * Illustrations drawn in the project: wireframes filled with laser-scan points.
 * Pure SVG, so it scales without blur, costs no request and never shifts the layout.
 */
export function ScanVisual({ visual, className = "" }: { visual: Visual; className?: string }) {
  const id = useId().replace(/[^a-zA-Z0-9-]/g, "");
  const paint: Paint = {
    points: `url(#${id}-pts)`,
    dense: `url(#${id}-dense)`,
    wire: "rgb(255 255 255 / 0.55)",
    laser: "var(--color-laser-400)",
  };
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={visual.alt}
      className={`h-auto w-full rounded-lg bg-ink-900 ${className}`}
    >
      <defs>
        <pattern id={`${id}-pts`} width="7" height="7" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1" fill="rgb(205 245 66 / 0.55)" />
          <circle cx="5.5" cy="5" r="0.7" fill="rgb(255 255 255 / 0.35)" />
        </pattern>
        <pattern id={`${id}-dense`} width="4" height="4" patternUnits="userSpaceOnUse">
          <circle cx="1.5" cy="1.5" r="0.9" fill="rgb(205 245 66 / 0.8)" />
        </pattern>
        <pattern id={`${id}-grid`} width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M24 0H0V24" fill="none" stroke="rgb(255 255 255 / 0.06)" />
        </pattern>
        <linearGradient id={`${id}-beam`} x1="0" x2="1">
          <stop offset="0" stopColor="var(--color-laser-400)" stopOpacity="0" />
          <stop offset="0.5" stopColor="var(--color-laser-400)" stopOpacity="0.9" />
          <stop offset="1" stopColor="var(--color-laser-400)" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id}-grid)`} />
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {DRAWINGS[visual.name](paint)}
      </g>
      <rect x="24" y="0" width={W - 48} height="1.5" fill={`url(#${id}-beam)`} transform={`translate(0 ${scanLineY[visual.name]})`} />
    </svg>
  );
}

/** Where each drawing's horizontal scan line crosses it. */
const scanLineY: Record<VisualName, number> = {
  building: 200,
  facade: 168,
  heritage: 190,
  tree: 150,
  terrain: 228,
  "setting-out": 250,
  interior: 176,
  plant: 160,
  ship: 206,
  drone: 262,
  viewer: 196,
  "bim-overlay": 214,
  "ar-tablet": 236,
  orthophoto: 132,
};

function Scanner({ x, y, paint, rays = [] }: { x: number; y: number; paint: Paint; rays?: [number, number][] }) {
  return (
    <g>
      {rays.map(([rx, ry]) => (
        <line key={`${rx}-${ry}`} x1={x} y1={y - 22} x2={rx} y2={ry} stroke={paint.laser} strokeOpacity="0.35" strokeWidth="1" />
      ))}
      <path d={`M${x} ${y - 20}l-12 20M${x} ${y - 20}l12 20M${x} ${y - 20}v20`} stroke={paint.wire} strokeWidth="1.5" />
      <rect x={x - 5} y={y - 30} width="10" height="12" rx="2" fill={paint.laser} />
    </g>
  );
}

function windows(x0: number, y0: number, cols: number, rows: number, w: number, h: number, gx: number, gy: number): string {
  let d = "";
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) d += `M${x0 + c * gx} ${y0 + r * gy}h${w}v${h}h${-w}z`;
  return d;
}

const DRAWINGS: Record<VisualName, (p: Paint) => ReactNode> = {
  building: (p) => (
    <>
      <path d="M110 300V120l120-50 150 40v190z" fill={p.points} />
      <path d="M110 300V120l120-50v230M230 70l150 40v190M110 300h270M230 300V70" stroke={p.wire} strokeWidth="1.5" />
      <path d="M110 165l120-40 150 35M110 210l120-35 150 30M110 255l120-30 150 25" stroke={p.wire} strokeOpacity="0.45" />
      {/* Windows follow the receding right face, whose courses fall towards its far end. */}
      <path d={windows(250, 130, 5, 3, 14, 18, 26, 44)} stroke={p.laser} strokeOpacity="0.7" transform="matrix(1 0.2 0 1 0 -50)" />
      <path d="M60 300h380" stroke={p.wire} strokeOpacity="0.4" strokeDasharray="2 6" />
      <Scanner
        x={70}
        y={300}
        paint={p}
        rays={[
          [110, 130],
          [230, 72],
          [380, 112],
          [230, 300],
        ]}
      />
    </>
  ),
  facade: (p) => (
    <>
      <path d="M80 310V70h320v240z" fill={p.points} />
      <path d="M80 310V70h320v240zM80 110h320" stroke={p.wire} strokeWidth="1.5" />
      <path d={windows(104, 130, 6, 4, 26, 30, 50, 44)} stroke={p.wire} />
      <path d="M236 262h8v48h-8z" stroke={p.laser} />
      <path d="M60 70v240M54 70h12M54 310h12M80 330h320M80 324v12M400 324v12" stroke={p.laser} strokeOpacity="0.8" />
      <path d="M104 130h26v30h-26z" fill={p.dense} />
    </>
  ),
  heritage: (p) => (
    <>
      <path d="M90 310V150h300v160zM170 150a70 70 0 0 1 140 0z" fill={p.points} />
      <path d="M90 310V150h300v160zM170 150a70 70 0 0 1 140 0M234 80v-14h12v14M240 66v-6" stroke={p.wire} strokeWidth="1.5" />
      <circle cx="240" cy="56" r="4" stroke={p.wire} strokeWidth="1.5" />
      <path
        d="M120 310v-90a25 25 0 0 1 50 0v90M215 310v-110a25 25 0 0 1 50 0v110M310 310v-90a25 25 0 0 1 50 0v90"
        stroke={p.laser}
        strokeOpacity="0.75"
      />
      <path d="M90 182h300M90 150l-14 0M390 150h14" stroke={p.wire} strokeOpacity="0.5" />
      <Scanner
        x={440}
        y={310}
        paint={p}
        rays={[
          [390, 152],
          [390, 226],
          [390, 296],
        ]}
      />
    </>
  ),
  tree: (p) => (
    <>
      <circle cx="200" cy="140" r="70" fill={p.points} />
      <circle cx="260" cy="120" r="58" fill={p.points} />
      <circle cx="240" cy="175" r="55" fill={p.points} />
      <path d="M232 310v-110M232 240l-30-40M232 225l34-36" stroke={p.wire} strokeWidth="3" />
      <ellipse cx="232" cy="310" rx="150" ry="26" stroke={p.laser} strokeDasharray="6 6" />
      <path d="M232 310h150" stroke={p.laser} strokeOpacity="0.8" />
      <circle cx="232" cy="310" r="3" fill={p.laser} />
      <path d="M330 60h54v30h-54z" stroke={p.wire} />
      <path d="M348 68l9 14M366 68l-9 14M351 78h12" stroke={p.laser} strokeWidth="2" />
    </>
  ),
  terrain: (p) => (
    <>
      <path d="M40 300c60-30 100-90 170-80s110-60 180-50 60 20 60 20v110H40z" fill={p.points} />
      <path d="M40 300c60-30 100-90 170-80s110-60 180-50 60 20 60 20" stroke={p.wire} strokeWidth="1.5" />
      <path
        d="M40 320c70-22 110-70 180-62s110-50 180-44 50 16 50 16M60 280c50-26 90-70 150-64M240 200c50-28 90-42 150-34"
        stroke={p.wire}
        strokeOpacity="0.4"
      />
      <path d="M120 250v-40M290 190v-40M400 196v-40" stroke={p.laser} strokeWidth="1.5" />
      <path d="M112 210l8-14 8 14zM282 150l8-14 8 14zM392 156l8-14 8 14z" fill={p.laser} />
      <path d="M120 210L290 150L400 156Z" stroke={p.laser} strokeOpacity="0.35" strokeDasharray="4 6" />
    </>
  ),
  "setting-out": (p) => (
    <>
      <path d="M80 90h320v190H80z" fill={p.points} fillOpacity="0.5" />
      <path d="M80 90h320v190H80zM80 185h320M187 90v190M293 90v190" stroke={p.wire} strokeDasharray="3 5" />
      {[80, 187, 293, 400].flatMap((x) =>
        [90, 185, 280].map((y) => <path key={`${x}-${y}`} d={`M${x - 9} ${y}h18M${x} ${y - 9}v18`} stroke={p.laser} strokeWidth="2" />),
      )}
      <path d="M240 330L80 90M240 330L293 185M240 330L400 280" stroke={p.laser} strokeOpacity="0.45" />
      <Scanner x={240} y={352} paint={p} />
    </>
  ),
  interior: (p) => (
    <>
      <path d="M70 70h340v230H70z" fill={p.points} fillOpacity="0.6" />
      <path d="M70 70h340v230H70zM230 70v90M230 200v100M70 170h120M230 170h180M330 170v130" stroke={p.wire} strokeWidth="3" />
      <path d="M190 170h40M230 160v40" stroke={p.laser} strokeOpacity="0.6" />
      {[
        [150, 120],
        [320, 120],
        [150, 240],
        [280, 240],
        [370, 240],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="16" stroke={p.laser} strokeOpacity="0.5" strokeDasharray="3 4" />
          <circle cx={x} cy={y} r="4" fill={p.laser} />
        </g>
      ))}
      <path d="M150 120L320 120L370 240L280 240L150 240Z" stroke={p.laser} strokeOpacity="0.3" />
    </>
  ),
  plant: (p) => (
    <>
      <path d="M70 120a30 12 0 0 1 60 0v150a30 12 0 0 1-60 0z" fill={p.points} />
      <path d="M70 120a30 12 0 0 1 60 0v150a30 12 0 0 1-60 0zM70 120a30 12 0 0 0 60 0" stroke={p.wire} strokeWidth="1.5" />
      <path d="M330 150a45 16 0 0 1 90 0v120a45 16 0 0 1-90 0z" fill={p.points} />
      <path d="M330 150a45 16 0 0 1 90 0v120a45 16 0 0 1-90 0zM330 150a45 16 0 0 0 90 0" stroke={p.wire} strokeWidth="1.5" />
      <path
        d="M130 160h80a20 20 0 0 1 20 20v40a20 20 0 0 0 20 20h80M130 210h60v-120h140v60M130 250h200"
        stroke={p.laser}
        strokeWidth="7"
        strokeOpacity="0.35"
      />
      <path
        d="M130 160h80a20 20 0 0 1 20 20v40a20 20 0 0 0 20 20h80M130 210h60v-120h140v60M130 250h200"
        stroke={p.laser}
        strokeWidth="1.5"
      />
      <path d="M40 300h400M170 300V60M290 300V60M170 60h120" stroke={p.wire} strokeOpacity="0.4" />
    </>
  ),
  ship: (p) => (
    <>
      <path d="M40 190h400l-40 90H90z" fill={p.points} />
      <path d="M40 190h400l-40 90H90zM150 190v-50h170v50M190 140v-30h90v30" stroke={p.wire} strokeWidth="1.5" />
      <path d={windows(166, 156, 6, 1, 12, 12, 25, 0)} stroke={p.laser} />
      <path d="M20 300c30-10 60 10 90 0s60-10 90 0 60 10 90 0 60-10 90 0 60 10 80 0" stroke={p.wire} strokeOpacity="0.4" />
      <path d="M60 220h360M75 250h330" stroke={p.wire} strokeOpacity="0.3" strokeDasharray="3 5" />
    </>
  ),
  drone: (p) => (
    <>
      <path d="M40 320l80-90h280l40 90z" fill={p.points} />
      <path
        d="M40 320l80-90h280l40 90zM100 252h320M72 284h364M170 230l-30 90M240 230v90M310 230l30 90"
        stroke={p.wire}
        strokeOpacity="0.5"
      />
      <path d="M240 96L120 230M240 96L400 230" stroke={p.laser} strokeOpacity="0.5" strokeDasharray="4 5" />
      <path d="M208 80h64M196 72h24M260 72h24" stroke={p.wire} strokeWidth="3" />
      <rect x="226" y="78" width="28" height="16" rx="4" fill={p.laser} />
      <circle cx="240" cy="100" r="4" fill={p.laser} />
    </>
  ),
  viewer: (p) => (
    <>
      {/* A browser window: the plant's scans on the right, the roles that may see them on the left. */}
      <rect x="40" y="46" width="400" height="276" rx="10" stroke={p.wire} strokeWidth="1.5" />
      <path d="M40 76h400" stroke={p.wire} strokeOpacity="0.5" />
      <circle cx="58" cy="61" r="4" fill={p.wire} />
      <circle cx="72" cy="61" r="4" fill={p.wire} fillOpacity="0.6" />
      <circle cx="86" cy="61" r="4" fill={p.wire} fillOpacity="0.35" />
      <rect x="110" y="54" width="220" height="14" rx="7" stroke={p.wire} strokeOpacity="0.5" />
      <path d="M150 76v246" stroke={p.wire} strokeOpacity="0.5" />
      {[104, 144, 184, 224].map((y, i) => (
        <g key={y}>
          <circle cx="66" cy={y} r="9" stroke={p.wire} strokeOpacity={i === 3 ? 0.35 : 0.8} />
          <path d={`M82 ${y - 4}h50M82 ${y + 5}h32`} stroke={p.wire} strokeOpacity={i === 3 ? 0.25 : 0.6} />
        </g>
      ))}
      <path d="M124 214h16v13h-16zM127 214v-5a5 5 0 0 1 10 0v5" stroke={p.laser} strokeWidth="1.5" />
      <path d="M176 130a22 9 0 0 1 44 0v130a22 9 0 0 1-44 0z" fill={p.points} />
      <path d="M176 130a22 9 0 0 1 44 0v130a22 9 0 0 1-44 0zM176 130a22 9 0 0 0 44 0" stroke={p.wire} strokeWidth="1.5" />
      <path d="M350 160a30 11 0 0 1 60 0v100a30 11 0 0 1-60 0z" fill={p.points} />
      <path d="M350 160a30 11 0 0 1 60 0v100a30 11 0 0 1-60 0zM350 160a30 11 0 0 0 60 0" stroke={p.wire} strokeWidth="1.5" />
      <path
        d="M220 170h60a16 16 0 0 1 16 16v30a16 16 0 0 0 16 16h38M220 240h130M260 240v-130h70v50"
        stroke={p.laser}
        strokeWidth="6"
        strokeOpacity="0.3"
      />
      <path d="M220 170h60a16 16 0 0 1 16 16v30a16 16 0 0 0 16 16h38M220 240h130M260 240v-130h70v50" stroke={p.laser} strokeWidth="1.5" />
      <path d="M170 300h250" stroke={p.wire} strokeOpacity="0.4" />
    </>
  ),
  "bim-overlay": (p) => (
    <>
      {/* The scan as it was captured, and the model drawn over it; one corner stands out of tolerance. */}
      <path d="M96 308V132l134-52 158 42v186z" fill={p.points} />
      <path d="M104 300V128l126-48 150 40v180zM104 300h276M230 300V80" stroke={p.wire} strokeWidth="1.5" />
      <path d="M104 172l126-42 150 36M104 216l126-38 150 32M104 258l126-34 150 28" stroke={p.wire} strokeOpacity="0.4" />
      <path d={windows(252, 136, 4, 3, 16, 20, 30, 44)} stroke={p.wire} strokeOpacity="0.7" transform="matrix(1 0.2 0 1 0 -50)" />
      <path d="M380 120l14 4v18l-14-4z" fill={p.dense} />
      <circle cx="380" cy="120" r="18" stroke={p.laser} strokeWidth="1.5" />
      <path d="M398 108l30-22h24" stroke={p.laser} />
      <path d="M434 74h20v12h-20z" fill={p.laser} />
      <path d="M56 308h384" stroke={p.wire} strokeOpacity="0.4" strokeDasharray="2 6" />
    </>
  ),
  "ar-tablet": (p) => (
    <>
      {/* A room under construction, and a tablet in front of it showing the model's ducts and walls in place. */}
      <path d="M40 40l110 70h180l110-70M150 110v150M330 110v150M40 330l110-70h180l110 70" stroke={p.wire} strokeOpacity="0.35" />
      <path d="M150 260h180" stroke={p.wire} strokeOpacity="0.35" strokeDasharray="3 5" />
      <path d="M40 40v290M440 40v290" stroke={p.wire} strokeOpacity="0.2" />
      <rect x="112" y="88" width="256" height="196" rx="16" fill="rgb(6 10 19 / 0.85)" stroke={p.wire} strokeWidth="2" />
      <rect x="126" y="102" width="228" height="168" rx="6" fill={p.points} fillOpacity="0.35" />
      <path d="M126 124l58 30h112l58-30M184 154v92M296 154v92M126 266l58-20h112l58 20" stroke={p.wire} strokeOpacity="0.8" />
      <path d="M150 136l34 18h112l34-18" stroke={p.laser} strokeWidth="7" strokeOpacity="0.35" />
      <path d="M150 136l34 18h112l34-18M214 154v40h56v-40" stroke={p.laser} strokeWidth="1.5" />
      <circle cx="242" cy="214" r="10" stroke={p.laser} strokeWidth="1.5" />
      <path d="M236 214h12M242 208v12" stroke={p.laser} />
      <circle cx="240" cy="277" r="3" fill={p.wire} fillOpacity="0.6" />
    </>
  ),
  orthophoto: (p) => (
    <>
      {/* A site seen from straight above: a road, buildings and trees, the coordinate grid and ground control. */}
      <rect x="40" y="30" width="400" height="300" rx="4" fill={p.points} fillOpacity="0.25" />
      <path d="M40 250c90-10 140-60 200-70s120 10 200-30" stroke={p.wire} strokeWidth="18" strokeOpacity="0.18" strokeLinecap="butt" />
      <path d="M40 250c90-10 140-60 200-70s120 10 200-30" stroke={p.wire} strokeOpacity="0.6" strokeDasharray="10 8" />
      <path d="M92 70h86v64H92zM210 60h70v48h-70zM300 210h96v80h-96z" fill={p.dense} fillOpacity="0.55" />
      <path d="M92 70h86v64H92zM210 60h70v48h-70zM300 210h96v80h-96zM135 70v64M300 250h96" stroke={p.wire} strokeWidth="1.5" />
      {[
        [330, 80, 18],
        [372, 104, 14],
        [110, 290, 16],
        [150, 300, 12],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill={p.points} stroke={p.wire} strokeOpacity="0.5" />
      ))}
      <path d="M140 30v300M240 30v300M340 30v300M40 130h400M40 230h400" stroke={p.wire} strokeOpacity="0.28" />
      <path d="M40 30h400v300H40z" stroke={p.wire} strokeWidth="1.5" />
      {[
        [72, 172],
        [250, 150],
        [408, 186],
        [200, 310],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <path d={`M${x} ${y - 10}l9 15h-18z`} stroke={p.laser} strokeWidth="1.5" />
          <circle cx={x} cy={y} r="2" fill={p.laser} />
        </g>
      ))}
      <path d="M418 52v-14M412 44l6-8 6 8" stroke={p.laser} strokeWidth="1.5" />
    </>
  ),
};
