import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["terrestrialScanners", "handheldLidarUnits", "drones", "pointCloudAccuracy"] },
  sections: [
    {
      type: "cards",
      id: "instruments",
      cards: [
        { id: "terrestrial-laser-scanners", icon: "scan", metric: "pointCloudAccuracy" },
        { id: "handheld-lidar", icon: "radar", metric: "handheldLidarAccuracy" },
        { id: "total-station", icon: "target", metric: "totalStationQa" },
        { id: "gnss-rtk-receiver", icon: "globe", metric: "landControl" },
        { id: "survey-drone", icon: "drone", metric: "droneAccuracyWithGcp" },
      ],
    },
    { type: "prose", id: "which-instrument", blocks: ["most-projects-combine", "table-main-instruments", "swap-tripod-scan"] },
    {
      type: "prose",
      id: "care-and-checks",
      blocks: ["instrument-calibrated-manufacturer", "between-calibrations-crews", "scanners-known-distances", "instruments-travel-crews"],
    },
  ],
});
