export default {
  pageOf: "Page {page} of {pages}",
  project: "Project",
  checkedBy: "Checked by",
  date: "Date",
  notes: "Notes",

  "site-access.title": "Site access, permits and safety checklist",
  "site-access.intro":
    "What to arrange before a survey crew arrives at a plant, a hotel or an occupied building. Every item settled in advance is an hour of scanning instead of waiting at the gate.",
  "site-access.before.heading": "Before the visit",
  "site-access.before.site-contact":
    "One person on site is named who grants access and signs permits, with a phone number that answers during the survey.",
  "site-access.before.rules-induction":
    "The site rules and induction material are sent in advance, and the induction is booked for the first morning.",
  "site-access.before.hours": "Working hours are agreed, including nights or weekends for areas that can only be scanned empty.",
  "site-access.before.passes": "Passes are issued for the named crew, and the vehicle is registered for parking and unloading.",
  "site-access.before.occupants": "Tenants, staff or the hotel's front desk know when and where the crew will work.",
  "site-access.permits.heading": "Permits and hazardous areas",
  "site-access.permits.permit-to-work":
    "A permit to work is issued for process areas, by the plant's permit office, for each shift if the site requires it.",
  "site-access.permits.atex":
    "ATEX zones are marked on a plan. Laser scanners are not explosion-proof: a gas-free certificate and a hot-work permit, or a shutdown window, are arranged for each zone.",
  "site-access.permits.confined-spaces":
    "Confined spaces (tanks, pits, culverts) are listed; entry only with a permit and a standby person.",
  "site-access.permits.height":
    "Work at height is planned: roof access, edge protection or anchor points, and a mobile platform where scanning positions need one.",
  "site-access.permits.drone":
    "For a drone flight: the aviation authority's permission where the airspace needs it, the owner's consent and the site's approval of the flight zone and time.",
  "site-access.permits.photography":
    "Areas that must not be scanned or photographed are named: security rooms, data centres, guest rooms in use, production lines under confidentiality.",
  "site-access.on-site.heading": "On site",
  "site-access.on-site.ppe":
    "The PPE required is stated: helmet, safety shoes, high-visibility vest, glasses and hearing protection, plus anything specific (flame-retardant clothing, gas detector).",
  "site-access.on-site.keys-escort": "Keys or an escort are arranged for locked rooms, plant rooms, electrical rooms and roof access.",
  "site-access.on-site.ceilings": "Ceiling tiles that may be lifted are agreed, and who refits them.",
  "site-access.on-site.risers": "Risers, shafts and access panels can be opened, with the facility manager present where required.",
  "site-access.on-site.equipment-route": "A lift and a route for the equipment are available, and a lockable room to store it overnight.",
  "site-access.on-site.clean-areas": "Gowning and hygiene rules are known for clean rooms, kitchens and laboratories.",
  "site-access.on-site.emergency": "The assembly point, the first-aid contact and any planned alarm tests are known to the crew.",

  "delivery.title": "Delivery checklist",
  "delivery.intro":
    "What to agree before the survey and what to check when the data arrives, so that the model is accepted on evidence rather than on trust.",
  "delivery.agreed.heading": "Agreed before the survey",
  "delivery.agreed.formats": "File formats and software versions: point cloud (E57, RCP), model (RVT, IFC), drawings (DWG, PDF).",
  "delivery.agreed.coordinates": "The coordinate system, the height datum and the model's project base point.",
  "delivery.agreed.naming": "File naming and folder structure, or your own naming standard to follow.",
  "delivery.agreed.lod": "The level of detail of each element or zone, referring to the LOD matrix, and the tolerance of each level.",
  "delivery.agreed.handover": "How the data is handed over: a download link, your common data environment or a drive.",
  "delivery.arrival.heading": "When the data arrives",
  "delivery.arrival.files-open": "Every file opens in the agreed software version, and nothing on the list of deliverables is missing.",
  "delivery.arrival.registration":
    "The registration report shows an RMSE of {{registrationRmse}} and control-point residuals of {{controlResiduals}}.",
  "delivery.arrival.coverage": "Every room and area in scope was scanned; any gap is listed with its reason.",
  "delivery.arrival.position": "The point cloud and the model sit in the agreed coordinate system: a known point or gridline checks out.",
  "delivery.arrival.lod-check": "The model's level of detail matches the agreed column of the LOD matrix, element by element.",
  "delivery.arrival.deviation": "The QA/QC report shows the model-to-cloud check, and every deviation beyond the tolerance is explained.",
  "delivery.arrival.assumed": "Elements the scanner could not see are marked as assumed or as taken from drawings.",
  "delivery.arrival.template": "Names, levels, grids and worksets follow your template.",
  "delivery.sign-off.heading": "Revisions and sign-off",
  "delivery.sign-off.comments": "Comments are sent in one list, within the {{revisionWindowHours}}-hour revision window.",
  "delivery.sign-off.sign-off":
    "The delivery is signed off in writing once the checks are complete, and the QA/QC report is kept with the model.",
  "delivery.sign-off.archive": "The registered point cloud is archived: it answers later questions without another site visit.",
} as const;
