import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["terrestrialScanners", "handheldLidarUnits", "drones", "pointCloudAccuracy"] },
  sections: [
    {
      type: "cards",
      id: "instruments",
      cards: [
        { icon: "scan", metric: "pointCloudAccuracy" },
        { icon: "radar", metric: "handheldLidarAccuracy" },
        { icon: "target", metric: "totalStationQa" },
        { icon: "globe", metric: "landControl" },
        { icon: "drone", metric: "droneAccuracyWithGcp" },
      ],
    },
    { type: "prose", id: "which-instrument" },
    { type: "prose", id: "care-and-checks" },
  ],
});
