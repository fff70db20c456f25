/** The sample point cloud's viewer: names shared by PointCloudSection.tsx and point-cloud-viewer.element.ts. */
export const POINT_CLOUD_VIEWER = {
  tag: "point-cloud-viewer",
  /** The box the still image stands in and the viewer's canvas takes over; it names the packed cloud and its size. */
  stage: "data-viewer-stage",
  cloud: "data-cloud",
  bytes: "data-cloud-bytes",
  /** Shown only once script runs and the browser draws WebGL 2. */
  open: "data-viewer-open",
  /** Loading, failure and "no WebGL" lines. */
  status: "data-viewer-status",
  progress: "data-viewer-progress",
  /** The tools, shown once the cloud is drawn. */
  tools: "data-viewer-tools",
  measure: "data-viewer-measure",
  deviation: "data-viewer-deviation",
  legend: "data-viewer-legend",
  /** A control target's button; its value is the target's local x, y, z in metres. */
  target: "data-viewer-target",
  /** The measured distance, announced politely. */
  result: "data-viewer-result",
  /** The words of each state, on the element's first child. */
  words: {
    loading: "data-loading",
    failed: "data-failed",
    noWebGl: "data-no-webgl",
    canvas: "data-canvas",
    firstPoint: "data-first-point",
    secondPoint: "data-second-point",
    distance: "data-distance",
  },
} as const;
