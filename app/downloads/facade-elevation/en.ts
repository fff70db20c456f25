/** The words of the sample facade elevation (PDF and DXF). {{fact}} is a figure of the facts module; {name} a value of the sample. */
const en = {
  title: "Facade elevation {{cadScaleDetailed}}",
  sampleNotice: "Illustrative sample: an invented building, drawn from the sample survey's registered point cloud",
  "drawing.storeys.0": "Ground floor",
  "drawing.storeys.1": "First floor",
  "drawing.storeys.2": "Second floor",
  "drawing.storeys.3": "Third floor",
  "drawing.level": "{height} m EOMA",
  "drawing.ground": "Ground level",
  heading: "South elevation, street front",
  "block.project": "Project",
  "block.projectValue": "Illustrative facade survey: a four-storey street front, Budapest",
  "block.drawing": "Drawing",
  "block.drawingValue": "South elevation (street front)",
  "block.number": "Drawing no.",
  "block.scale": "Scale",
  "block.sheet": "Sheet",
  "block.date": "Date",
  "block.revision": "Revision",
  "block.revisionValue": "{revision}: first issue",
  "block.crs": "Coordinate system",
  "block.crsValue": "EOV (HD72), heights EOMA",
  "block.status": "Status",
  "block.statusValue": "Illustrative sample, not for construction",
  "notes.heading": "Notes",
  "notes.source":
    "Drawn from the DXF issued with this sheet ({file}): the same lines, in metres, x along the facade from its west end, y up from ground level.",
  "notes.origin": "Origin of the drawing's axes: EOV {e} E, {n} N, {h} m EOMA.",
  "notes.units": "Dimensions in metres. Heights of the floor levels above ground and in EOMA.",
  "notes.reveals":
    "Window and door reveals {reveal} m deep, shown by the shadow they cast under the drawing convention's light from the upper left.",
  "notes.targets": "Facade targets of the control network (T) and independent checkpoints (C), as observed by total station on {date}.",
  "notes.check": "Check the scale with the bar before measuring off a print.",
  "scaleBar.unit": "m",
  dxfOrigin:
    "Pontos 3D sample facade elevation. Metres; x along the facade from its west end, y up from ground level; origin EOV {e} E, {n} N, {h} m EOMA.",
};

export default en;
