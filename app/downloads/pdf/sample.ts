/**
 * The dates and people of the illustrative facade survey's documents. The people are invented, as
 * the building is; their roles are those of a survey firm's sign-off.
 */
export const SAMPLE_RECORD = {
  /** The days on site: control observed, then the scans. */
  surveyed: "2026-03-17",
  /** The QA/QC report and the elevation drawn from the registered cloud. */
  reported: "2026-03-26",
  drawn: "2026-03-25",
  /** The report's sign-off, by role. */
  staff: {
    prepared: { name: "Réka Tóth", date: "2026-03-26" },
    checked: { name: "Mert Aydın", date: "2026-03-27" },
    approved: { name: "Zoltán Kertész", date: "2026-03-27" },
  },
  /** The drawing's number and revision. */
  drawingNumber: "P3D-S-EL-01",
  revision: "A",
  reportNumber: "P3D-S-QA-01",
} as const;
