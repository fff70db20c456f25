import type { Lang } from "../i18n/languages.ts";
import {
  ACK_LIMIT,
  ACK_WINDOW_HOURS,
  IP_RETENTION_DAYS,
  MAX_FILES,
  MAX_TOTAL_MB,
  RATE_WINDOW_MINUTES,
  RETENTION_MONTHS,
  UNCLAIMED_UPLOAD_HOURS,
} from "../leads/figures.ts";

/**
 * Every figure the site states: accuracies, turnarounds, levels of detail, capacities, prices,
 * mobilisation times and company numbers. Copy never types a figure; it names one as
 * {{key}} (or {{key|format}}, see app/i18n/figures.ts), and pages choose figures by key.
 * Changing a figure here changes it on every page, in every language (decision 007).
 *
 * A value is written as it reads in every language ("±2–4 mm", "5–6"), as a number that each
 * language groups its own way (1000 → 1,000 / 1.000 / 1000), as a percentage (90 → 90% / %90 /
 * 90 %), as a number with its unit (1500 USD → 1,500 USD / 1.500 USD / 1500 USD), or, for the few
 * figures that are words, per language.
 */
export type FactValue =
  string | number | { readonly percent: number } | { readonly number: number; readonly unit: string } | Readonly<Record<Lang, string>>;

/** A number with a unit or currency after it, grouped as each language groups numbers (1500 → 1,500 m² / 1.500 m² / 1500 m²). */
const ARCHITECTURAL_PRICE_USD = 1500;
const HERITAGE_MAX_AREA = 1500;
const LAND_DRONE_HECTARES_PER_DAY = 50;
/** Figures that are also stated as a bare number in running text ("at most 3 mm"). */
const CONTROL_RESIDUALS_MM = 3;
const ARCHITECTURAL_RMSE_MM = 3;
const PROJECTS_COMPLETED = 100;
const COUNTRIES_WORKED_IN = 15;

export const FACTS = {
  // The company
  /** A year is written as it is, never grouped like a number ("2,007"). */
  foundingYear: "2007",
  projects: `${PROJECTS_COMPLETED}+`,
  countries: `${COUNTRIES_WORKED_IN}+`,
  /** Another page states "5+ countries"; both readings are kept. */
  countriesAlt: "5+",
  teamSize: 12,
  lateChangesReduction: { percent: 30 },
  terrestrialScanners: 3,
  scannerManufacturers: 2,
  handheldLidarUnits: 2,
  drones: 1,

  // Promises
  quoteTurnaroundHours: 48,
  typicalReplyHours: 1,
  contactReplyHours: "24–48",
  revisionWindowHours: 48,
  uploadLimitMb: MAX_TOTAL_MB,
  uploadMaxFiles: MAX_FILES,

  // What the privacy policy and the legal notice state (app/leads/retention.ts; app/site/company.ts)
  leadRetention: {
    en: `${RETENTION_MONTHS} months`,
    tr: `${RETENTION_MONTHS} ay`,
    hu: `${RETENTION_MONTHS} hónap`,
    de: `${RETENTION_MONTHS} Monate`,
  },
  unclaimedUploadHours: UNCLAIMED_UPLOAD_HOURS,
  rateWindowMinutes: RATE_WINDOW_MINUTES,
  /**
   * Addresses are written per language: Hungarian puts the postcode and town first and ends with a
   * full stop; Turkish writes "No:" before the house number. The office cards and the footer take
   * their address lines from these (app/site/company.ts), so every page writes an office one way.
   */
  companySeat: {
    en: "Váci út 47, 1134 Budapest",
    tr: "Váci út 47, 1134 Budapest",
    hu: "1134 Budapest, Váci út 47.",
    de: "Váci út 47, 1134 Budapest",
  },
  istanbulOfficeAddress: {
    en: "Büyükdere Cad. 121, 34394 Şişli/İstanbul",
    tr: "Büyükdere Cad. No: 121, 34394 Şişli/İstanbul",
    hu: "Büyükdere Cad. 121, 34394 Şişli/İstanbul",
    de: "Büyükdere Cad. 121, 34394 Şişli/İstanbul",
  },
  /** When each office answers its phone, in its own time zone (Budapest CET/CEST, Istanbul TRT, no daylight saving). */
  budapestOfficeHours: {
    en: "Mon–Fri 08:00–17:00 CET/CEST",
    tr: "Pazartesi–Cuma 08:00–17:00 CET/CEST",
    hu: "hétfő–péntek 8:00–17:00 CET/CEST",
    de: "Mo.–Fr. 08:00–17:00 Uhr MEZ/MESZ",
  },
  istanbulOfficeHours: {
    en: "Mon–Fri 09:00–18:00 TRT",
    tr: "Pazartesi–Cuma 09:00–18:00 TSİ",
    hu: "hétfő–péntek 9:00–18:00 TRT",
    de: "Mo.–Fr. 09:00–18:00 Uhr TRT",
  },
  companyPhone: "+36 1 555 0147",
  istanbulPhone: "+90 212 555 0148",
  companyRegistrationNumber: "Cg. 01-09-123456",
  companyTaxNumber: "12345678-2-41",
  companyEuVatNumber: "HU12345678",

  /**
   * The Istanbul branch as the Turkish trade registry records it (TTK Art. 40; Law No. 6563 Art. 3).
   * Fictional values in the Turkish formats: the tax number (VKN) is ten digits with a valid check
   * digit, and the sixteen-digit MERSİS number is "0", that VKN and a five-digit suffix.
   */
  istanbulBranchName: "Pontos 3D Kft. Türkiye İstanbul Merkez Şubesi",
  istanbulTradeRegistryNumber: "412876",
  istanbulMersisNumber: "0733051284400015",
  istanbulTaxOffice: "Zincirlikuyu Vergi Dairesi",
  istanbulTaxNumber: "7330512844",
  istanbulBranchManager: "Zeynep Arıkan",

  /** The provider that runs the server, delivers the mail and hosts the company mailbox, in Hungary (Ekertv. 4. § h); the privacy policy names the same one. */
  hostingProviderName: "Dunaweb Hosting Kft.",
  hostingProviderSeat: {
    en: "Irinyi József utca 4–20, 1117 Budapest",
    tr: "Irinyi József utca 4–20, 1117 Budapest",
    hu: "1117 Budapest, Irinyi József utca 4–20.",
    de: "Irinyi József utca 4–20, 1117 Budapest",
  },
  hostingProviderEmail: "info@dunaweb.example",

  /** The Hungarian supervisory authority (NAIH). */
  naihAddress: {
    en: "Falk Miksa utca 9–11, 1055 Budapest",
    tr: "Falk Miksa utca 9–11, 1055 Budapest",
    hu: "1055 Budapest, Falk Miksa utca 9–11.",
    de: "Falk Miksa utca 9–11, 1055 Budapest",
  },
  naihPostalAddress: {
    en: "Pf. 9, 1363 Budapest",
    tr: "Pf. 9, 1363 Budapest",
    hu: "1363 Budapest, Pf. 9.",
    de: "Pf. 9, 1363 Budapest",
  },
  naihPhone: "+36 1 391 1400",
  naihEmail: "ugyfelszolgalat@naih.hu",

  /** The conciliation board at the company's seat (Budapesti Békéltető Testület), named in the legal notice for consumers. */
  conciliationBoardAddress: {
    en: "Krisztina krt. 99, 1016 Budapest",
    tr: "Krisztina krt. 99, 1016 Budapest",
    hu: "1016 Budapest, Krisztina krt. 99.",
    de: "Krisztina krt. 99, 1016 Budapest",
  },

  /** How long a quote binds us unless it names another period (terms of service). */
  quoteValidityDays: 30,

  // Mobilisation
  mobilisationStandardDays: "5–6",
  mobilisationUrgentHours: "48–72",
  smallSiteMobilisationDays: 3,
  smallSiteArea: 1000,
  settingOutMobilisationHours: "24–48",
  alwaysAvailable: { en: "24/7", tr: "7/24", hu: "0–24", de: "24/7" },

  // Turnaround
  turnaroundHours: "48–72",
  constructionDroneTurnaroundHours: "24–72",
  smallReportHours: 24,
  dryDockTurnaroundHours: "24–48",
  qaMemoHours: 24,

  // Accuracy, general
  pointCloudAccuracy: "±2–4 mm",
  registrationRmseStrict: "≤ 3 mm",
  registrationRmse: "≤ 6 mm",
  controlResiduals: `≤ ${CONTROL_RESIDUALS_MM} mm`,
  controlResidualsMm: CONTROL_RESIDUALS_MM,
  totalStationQa: "±3 mm",
  bimTolerance: "±5–10 mm",

  // Levels of detail
  lodStandard: "LOD 200–300",
  lodIndustrial: "LOD 300",
  /** Written per language: the figures are joined by a word. */
  lodOnRequest: { en: "LOD 350 and 400", tr: "LOD 350 ve 400", hu: "LOD 350 és 400", de: "LOD 350 und 400" },
  lod350: "LOD 350",
  lod400: "LOD 400",

  // Architectural survey
  architecturalPlanimetric: "±6 mm",
  architecturalVertical: "±5 mm",
  architecturalVerticalAlt: "±10 mm",
  architecturalRmse: `≤ ${ARCHITECTURAL_RMSE_MM} mm`,
  /** The same average registration RMSE as a number, for "at most 3 mm". */
  architecturalRmseMm: ARCHITECTURAL_RMSE_MM,
  /** The published starting price (schema.org Offer), and the same price with its currency for a card's figure. */
  architecturalPriceUsd: ARCHITECTURAL_PRICE_USD,
  architecturalPriceInUsd: { number: ARCHITECTURAL_PRICE_USD, unit: "USD" },
  /** The floor area under which the starting price applies (m²). */
  architecturalPriceMaxArea: 1000,

  // Heritage survey
  heritagePointCloud: "±3 mm",
  heritageBim: "±10 mm",
  heritageGsd: "1 mm",
  /** The floor area one survey covers in the site days below (m²), bare and with its unit. */
  heritageMaxArea: HERITAGE_MAX_AREA,
  heritageMaxAreaM2: { number: HERITAGE_MAX_AREA, unit: "m²" },
  heritageSiteDays: "1–2",
  heritageFirstDeliveryDays: "5–7",
  heritageLod: "LOD 300",
  heritageLodRange: "LOD 200–350",
  /** The two add-on levels of detail, the ends of heritageLodRange: massing studies and detailed elements. */
  heritageLodMassing: "LOD 200",
  heritageLodDetail: "LOD 350",

  // Facade survey
  facadePointCloud: "±5 mm",
  facadeModel: "±10 mm",
  facadeGsd: "2 mm",
  facadeTurnaroundDays: "3–5",
  facadeFullSetDays: "7–10",
  facadeCaptureDays: "1–2",
  facadeCaptureArea: 5000,
  facadeLessTimeAtHeight: { percent: 90 },

  // Tree survey
  treeStandard: "BS 5837:2012",
  treeStandardShort: "BS 5837",
  /** The standard's edition: a year, written as it is ("the 2012 edition of the standard"). */
  treeStandardEdition: "2012",
  treeCategories: "A, B, C, U",
  treeTurnaroundDays: "3–5",
  treesPerDay: 50,

  // Construction setting-out
  settingOutAccuracy: "±3–5 mm",
  deviationReportHours: 1,

  // Land surveying
  landHorizontal: "±20 mm",
  landVertical: "±25 mm",
  landControl: "±5 mm",
  /** The area a drone covers in a day (ha), bare for running text and with its unit for the figure shown on its own ("Up to 50 ha"). */
  landDroneHectaresPerDay: LAND_DRONE_HECTARES_PER_DAY,
  landDroneHectaresPerDayHa: { number: LAND_DRONE_HECTARES_PER_DAY, unit: "ha" },
  landGroundHectaresPerDay: 1,
  landDeliveryDays: "3–5",

  // Industrial plant: the six steps of a project (SPEC, process stages), in days
  industrialContactDays: "1–2",
  industrialDetailsDays: "2–5",
  industrialOfferDays: "2–3",
  industrialOnSiteDays: "1–10",
  visualPlantAccessDays: "1–2",

  // Construction and BIM
  progressCadence: { en: "Weekly", tr: "Haftalık", hu: "Hetente", de: "Wöchentlich" },
  arScale: "1:1",
  scanToCadAccuracy: "±5 mm",
  constructionAccuracy: "±5–10 mm",
  drawingScales: "1:50, 1:100, 1:200",

  // Scan to BIM and Scan to CAD pages
  /** The model-to-cloud tolerance per level of detail, within bimTolerance: generic elements at LOD 200, and LOD 350 and 400 (interfaces, fabrication detail). LOD 300 is bimTolerance. */
  lod200: "LOD 200",
  lod300: "LOD 300",
  bimToleranceGeneric: "±10 mm",
  bimToleranceDetailed: "±5 mm",
  /** Modelling and model-to-cloud checks of a building after the point cloud, and drafting a drawing set (working days). */
  scanToBimModellingWorkingDays: "10–20",
  scanToCadDraftingWorkingDays: "5–10",
  /** The three drawing scales of drawingScales, one by one: detailed, general and overview. */
  cadScaleDetailed: "1:50",
  cadScaleGeneral: "1:100",
  cadScaleOverview: "1:200",

  // As-built and progress, AR-integrated BIM pages
  /** The as-built model updated to the work as built after the final scan (working days); Tiszachem's took tiszachemAsBuiltUpdateWorkingDays. */
  asBuiltModelUpdateWorkingDays: "10–20",
  /** A design model prepared for AR: simplified, split by zone and level, georeferenced and checked (working days). */
  arModelPreparationWorkingDays: "3–5",
  /** On site for an AR set-up: markers measured on the control, the alignment checked and the first session held (days). */
  arSiteSetupDays: "1–2",
  /** A design revision brought into the AR-ready model and issued again (hours). */
  arModelUpdateHours: "24–48",

  // Maritime
  vesselInteriorAccuracy: "±5–10 mm",
  vesselHullAccuracy: "±10–20 mm",
  vesselRmse: "≤ 6 mm",

  // Ship and yacht scanning page
  /** Days on the dock floor for the hull, rudder and propeller, scanned at the start of a docking. */
  vesselHullScanDays: "1–2",

  // Drone photogrammetry
  droneAccuracyWithGcp: "2–5 cm",
  droneAccuracyWithoutGcp: "5–10 cm",
  droneGsd: "1–5 cm",
  existingMapAccuracy: "2–5 cm",

  // 3D modelling and existing-map drone pages
  /** The finer ground sampling distances within droneGsd: roofs, facades and detail; site mapping; overview flights. */
  droneGsdDetail: "1–2 cm",
  droneGsdMapping: "2–3 cm",
  droneGsdOverview: "3–5 cm",
  /** Forward and side overlap of the images along and between flight lines. */
  droneOverlapForward: { percent: 80 },
  droneOverlapSide: { percent: 70 },
  /** The fewest ground control points on a site, however small; large, long or hilly sites get more. */
  droneMinGroundControlPoints: 5,
  /** The plot scale an existing-condition map at existingMapAccuracy is drawn for (0.1 mm on paper is 5 cm on the ground). */
  existingMapPlotScale: "1:500",

  // ---------------------------------------------------------------------------------------------
  // Figures the catalogues and the forms' words state that had no key yet (copy review of tr/hu/de).
  /** The numbers behind `projects` ("100+") and `countries` ("15+"), for "more than 100 projects". */
  projectsCompleted: PROJECTS_COMPLETED,
  countriesWorkedIn: COUNTRIES_WORKED_IN,
  /** The range of levels of detail a Scan to BIM model is offered at. */
  scanToBimLodRange: "LOD 200–400",
  /** The call with an expert, and the windows the call form offers (as each language writes a time). */
  callLengthMinutes: "20–30",
  callWindowMorning: { en: "9:00–12:00", tr: "09.00–12.00", hu: "9:00–12:00", de: "9–12 Uhr" },
  callWindowMidday: { en: "12:00–15:00", tr: "12.00–15.00", hu: "12:00–15:00", de: "12–15 Uhr" },
  callWindowAfternoon: { en: "15:00–18:00", tr: "15.00–18.00", hu: "15:00–18:00", de: "15–18 Uhr" },
  // Case studies: Tiszachem, Tiszaújváros (Scan to BIM, then as-built and progress tracking)
  /** Scan to BIM of the process units: days of scanning on site (within industrialOnSiteDays), scan positions, tie-in points measured by total station, and the modelling time. */
  tiszachemBimSiteDays: 9,
  tiszachemBimScanPositions: 640,
  tiszachemBimTieIns: 18,
  tiszachemBimModellingWorkingDays: 45,
  /** Progress tracking of the plant extension: weekly site visits in all, deviations beyond tolerance reported, the plant's planned shutdown for the tie-ins (days) and the final as-built model update (working days). */
  tiszachemProgressVisits: 36,
  tiszachemDeviationsReported: 23,
  tiszachemShutdownDays: 14,
  tiszachemAsBuiltUpdateWorkingDays: 15,

  // Case study: Alföld Pharma, Debrecen
  /** Floor area scanned: the cleanroom floor, its corridors and airlocks, and the technical floor above it. */
  alfoldFloorArea: { number: 7200, unit: "m²" },
  /** Cleanrooms and airlocks of the grade C and D suites scanned, and terrestrial scan positions in all. */
  alfoldCleanRooms: 46,
  alfoldScanPositions: 680,
  /** Days on site, all within weekend shutdowns and product changeovers (within industrialOnSiteDays). */
  alfoldSiteDays: 9,
  /** Modelling and model-to-cloud checks after the last scanning window (working days). */
  alfoldModellingWorkingDays: 30,
  /** Clashes between the new ductwork design and existing services that the design team found in the model before tender. */
  alfoldClashesFound: 127,

  // Case study: Rheinblick Hotel, Krefeld
  /** Elevation area captured (within facadeCaptureArea), in the days on site (within facadeCaptureDays). */
  rheinblickFacadeArea: { number: 3400, unit: "m²" },
  rheinblickCaptureDays: 2,
  rheinblickScanPositions: 74,
  /** From capture to the point cloud, orthophotos and elevations (within facadeTurnaroundDays). */
  rheinblickDeliveryWorkingDays: 5,
  /** The scale of the elevation drawings (one of drawingScales), and the windows in the window schedule. */
  rheinblickDrawingScale: "1:50",
  rheinblickWindows: 212,

  // Sector pages: infrastructure and transportation (case studies told in words)
  /** The length of a regional rail corridor surveyed for a track renewal (km). */
  infraCaseCorridorKm: { number: 14, unit: "km" },
  /** The area of a motorway interchange mapped by drone in three flight days, within landDroneHectaresPerDay (ha). */
  infraCaseJunctionAreaHa: { number: 120, unit: "ha" },

  // About: equipment
  /** What a handheld LiDAR (SLAM) scan supports, relative: routing, massing and spaces a tripod cannot reach. */
  handheldLidarAccuracy: "±10–20 mm",

  // Privacy policy
  /** The GDPR's number as the Official Journal cites it: Regulation (EU) 2016/679. */
  gdprRegulationNumber: "2016/679",
  /** The European Data Protection Board's guidelines on what is a transfer to a third country (Chapter V GDPR). */
  edpbTransferGuidelines: "05/2021",
  /** The sweep runs every hour, so an unclaimed upload is gone at most an hour after it is due. */
  unclaimedUploadMaxHours: UNCLAIMED_UPLOAD_HOURS + 1,
  /** How long the IP address stored with an enquiry is kept before the server's sweep removes it. */
  ipRetentionDays: IP_RETENTION_DAYS,
  /** The confirmations mailed to one address: at most this many within the window's hours. */
  acknowledgementsPerAddress: ACK_LIMIT,
  acknowledgementWindowHours: ACK_WINDOW_HOURS,
  /** The web server's access logs (addresses shortened), deleted after this many days (README, nginx). */
  serverLogRetentionDays: 14,
  /** Backups are overwritten after this many days, so erased data leaves them within it. */
  backupRetentionDays: 30,
  /** Accounting documents (quote, acceptance, contract, invoices): years from the end of their year, Sztv. 169. § (2). */
  accountingRetentionYears: 8,
  /** The general limitation period of the Hungarian Civil Code, in years, and its section (Ptk. 6:22. §). */
  claimsLimitationYears: 5,
  civilCodeLimitationSection: "6:22",
  /** The deadlines of the Turkish data protection law: the controller answers an application (KVKK m. 13), a complaint to the Board follows the answer, and in any case the application (m. 14). */
  kvkkAnswerDays: 30,
  kvkkComplaintDays: 30,
  kvkkComplaintMaxDays: 60,
  /** The Hungarian Act on informational self-determination and freedom of information (Infotv.), cited as each language cites an act. */
  infotvAct: {
    en: "Act CXII of 2011",
    tr: "2011 tarihli ve CXII sayılı Kanun",
    hu: "2011. évi CXII. törvény",
    de: "Gesetz CXII von 2011",
  },

  // Cookie policy
  /** The Hungarian Act on electronic communications (Eht.), whose § 155(4) governs storage on the visitor's device. */
  electronicCommunicationsAct: {
    en: "Act C of 2003",
    tr: "2003 tarihli ve C sayılı Kanun",
    hu: "2003. évi C. törvény",
    de: "Gesetz C von 2003",
  },

  // Imprint
  /** The Hungarian Act on electronic commerce (Ekertv.), whose § 4 lists what a service provider must publish. */
  ecommerceAct: {
    en: "Act CVIII of 2001",
    tr: "2001 tarihli ve CVIII sayılı Kanun",
    hu: "2001. évi CVIII. törvény",
    de: "Gesetz CVIII von 2001",
  },
  /** The Hungarian Act on surveying and mapping (Fttv.), the professional rules the legal notice names. */
  fttvAct: {
    en: "Act XLVI of 2012",
    tr: "2012 tarihli ve XLVI sayılı Kanun",
    hu: "2012. évi XLVI. törvény",
    de: "Gesetz XLVI von 2012",
  },
  // resources/samples
  /** The sample facade survey (app/samples): points in its registered cloud, scan positions, the registration's RMSE over the control (rmse(CONTROL), 2.06 mm), and the size of the cloud's PLY download; app/samples/files.test.ts checks each against the data. */
  sampleCloudPoints: 325001,
  sampleScanStations: 14,
  sampleRegistrationRmse: { number: 2.1, unit: "mm" },
  sampleCloudFileMb: { number: 4.2, unit: "MB" },
} as const satisfies Record<string, FactValue>;

export type FactKey = keyof typeof FACTS;

export function isFactKey(name: string): name is FactKey {
  return Object.hasOwn(FACTS, name);
}

/** A fact as written in one language. */
export function factText(key: FactKey, lang: Lang): string {
  const value: FactValue = FACTS[key];
  if (typeof value === "number") return new Intl.NumberFormat(lang).format(value);
  if (typeof value === "string") return value;
  if ("percent" in value) return new Intl.NumberFormat(lang, { style: "percent" }).format(value.percent / 100);
  if ("number" in value) return `${new Intl.NumberFormat(lang).format(value.number)} ${value.unit}`;
  return value[lang];
}
