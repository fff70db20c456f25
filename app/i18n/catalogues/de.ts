import type { Catalogue } from "./en";

export const de: Catalogue = {
  nav: {
    mainLabel: "Hauptnavigation",
    services: "Leistungen",
    sectors: "Branchen",
    projects: "Projekte",
    resources: "Fachwissen",
    about: "Über uns",
    offices: "Standorte",
    contact: "Kontakt",
    allServices: "Alle Leistungen",
    allSectors: "Alle Branchen",
    allResources: "Fachwissen im Überblick",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    menuTitle: "Menü",
    language: "Sprache",
    skipToContent: "Direkt zum Hauptinhalt",
    emailUs: "Schreiben Sie uns",
    regions: "Für Sie tätig in Europa, in der Türkei und im Nahen Osten",
    quoteClaim: "Festpreisangebot innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen)",
    quoteShort: "Angebot",
    submenu: "Untermenü",
    breadcrumb: "Pfadnavigation",
    homeLinkLabel: "Pontos 3D – zur Startseite",
    groupBlurbs: {
      aec: "Aufmaß und Bestandsaufnahme für Architekten, Ingenieure und Planer.",
      industrial: "Anlagenscans, 3D-Modelle und Soll-Ist-Vergleiche.",
      construction: "Scan to BIM, Scan to CAD und Baufortschrittskontrolle vor Ort.",
      maritime: "Schiffsrümpfe, Maschinenräume und Yachtinterieurs.",
      drone: "Orthofotos, Geländemodelle und Lagepläne aus der Luft.",
    },
  },
  footer: {
    tagline:
      "3D-Laserscanning und Vermessung seit {{foundingYear}}: Scan to BIM und Scan to CAD, Bestands- und Denkmalaufmaß, Industrieanlagen, Schiffe und Drohnenphotogrammetrie.",
    offices: "Standorte",
    headquarters: "Hauptsitz",
    officeHours: "Bürozeiten",
    quickLinks: "Schnellzugriff",
    legal: "Rechtliches",
    languages: "Sprachen",
    follow: "Folgen Sie uns",
    email: "E-Mail",
    viewOnMap: "Auf der Karte ansehen",
    opensInNewTab: "öffnet in einem neuen Tab",
    rights: "© {{year}} {{company}} Alle Rechte vorbehalten.",
  },
  cookies: {
    title: "Sprache merken?",
    text: "Diese Website setzt keine Cookies und lädt nichts von anderen Unternehmen.",
    offer:
      "Wenn Sie zustimmen, merkt sie sich Ihre Sprache auf diesem Gerät, damit sich die Startadresse beim nächsten Mal in dieser Sprache öffnet.",
    private: "An uns wird nichts übertragen.",
    policyLink: "Cookie-Richtlinie",
    accept: "Zustimmen",
    decline: "Ablehnen",
    savedTitle: "Einstellung gespeichert",
    savedAccepted:
      "Ihre Sprache wird auf diesem Gerät gespeichert. Rückgängig machen können Sie das in der Cookie-Richtlinie oder indem Sie die Websitedaten in Ihrem Browser löschen.",
    savedDeclined: "Ihre Sprache wird auf diesem Gerät nicht gespeichert.",
    memoryHeading: "Ihre Antwort auf die Sprachabfrage",
    memoryAccepted: "Ihre Sprache wird auf diesem Gerät gespeichert.",
    memoryDeclined: "Ihre Sprache wird auf diesem Gerät nicht gespeichert.",
    memoryUnanswered: "Sie haben die Sprachabfrage noch nicht beantwortet. Ihre Sprache wird auf diesem Gerät nicht gespeichert.",
    memoryRemember: "Sprache merken",
    memoryForget: "Gespeicherte Sprache löschen",
  },
  figures: {
    hours: "{{n}} h",
    days: "{{n}} Tage",
    workingDays: "{{n}} Arbeitstage",
    /** The quote promise: hours counted on working days only. */
    hoursOnWorkingDays: "{{n}} h (Werktage)",
    upTo: "Bis zu {{n}}",
    moreThan: "Über {{n}}",
  },
  content: {
    onThisPage: "Auf dieser Seite",
    includedAsStandard: "Im Leistungsumfang enthalten",
    optionalAddOns: "Optionale Zusatzleistungen",
    lastUpdated: "Zuletzt aktualisiert",
    comingSoon: "In Kürze verfügbar",
    sideMenu: "In diesem Bereich",
    challenge: "Herausforderung",
    solution: "Lösung",
    viewSamples: "Beispiele ansehen",
    filterByCountry: "Nach Land filtern",
    allProjects: "Alle Projekte",
    projectsIn: { hungary: "Projekte in Ungarn", germany: "Projekte in Deutschland" },
    projectsLead: {
      hungary:
        "Referenzprojekte aus Ungarn: was der Auftraggeber brauchte, wie wir gemessen haben, welche Genauigkeit erreicht wurde und was sich dadurch im Projekt geändert hat.",
      germany:
        "Referenzprojekte aus Deutschland: was der Auftraggeber brauchte, wie wir gemessen haben, welche Genauigkeit erreicht wurde und was sich dadurch im Projekt geändert hat.",
    },
    noProjectsFrom: "Zu diesem Land gibt es noch keine Referenzprojekte: {{country}}. Fragen Sie uns nach vergleichbaren Projekten.",
    noProjectsMatch: "„{{value}}“ passt zu keinem Land mit Referenzprojekten. Fragen Sie uns nach vergleichbaren Projekten.",
    talkToTeam: "Sprechen Sie mit unserem Team",
    client: "Auftraggeber",
    servicesUsed: "Leistungen",
  },
  common: {
    inThisSection: "In diesem Bereich",
    officesHeading: "Unsere Standorte",
    notFoundTitle: "Seite nicht gefunden",
    notFoundText: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
    notFoundSuggestions: "Meinten Sie …?",
    goHome: "Zur Startseite",
    errorTitle: "Etwas ist schiefgelaufen",
    errorText: "Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.",
    busyText: "Die Website ist gerade stark ausgelastet. Bitte versuchen Sie es in ein paar Sekunden erneut.",
    redirectTitle: "Ihre Sprache wird ausgewählt",
    redirectText: "Sie werden zur Seite in Ihrer Sprache weitergeleitet.",
    redirectLink: "Weiter auf Englisch",
    notifications: "Benachrichtigungen",
    close: "Schließen",
  },
  pages: {
    home: {
      label: "Startseite",
      title: "Pontos 3D | 3D-Laserscanning, Scan to BIM und Vermessung",
      h1: "Präzises 3D-Laserscanning und Scan to BIM für jedes Bauwerk und jede Anlage",
      description:
        "Pontos 3D erfasst Gebäude, Anlagen, Schiffe und Gelände millimetergenau und liefert BIM-Modelle, CAD-Pläne und Punktwolken. Festpreisangebot innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen).",
    },
    services: {
      label: "Leistungen",
      title: "Leistungen: 3D-Laserscanning, Scan to BIM und Aufmaß",
      h1: "Unsere Leistungen in Vermessung und 3D-Bestandserfassung",
      description:
        "Vom Gebäude- und Denkmalaufmaß über Industrieanlagen, BIM im Bau und Schiffe bis zur Drohnenvermessung: alle Leistungen mit Lieferumfang und Genauigkeit im Überblick.",
    },
    aec: {
      label: "Architektur und Planung",
      title: "Architektur und Planung: Aufmaß für Planungsteams",
      h1: "Lösungen für Architekten, Ingenieure und Planer",
      description:
        "Gebäude-, Denkmal- und Fassadenaufmaß, Geländevermessung, Baumerfassung und Bauabsteckung: präzise Bestandsdaten, auf die sich Planungsteams verlassen können.",
    },
    "aec/architectural-survey": {
      label: "Gebäudeaufmaß",
      title: "Gebäudeaufmaß mit 3D-Laserscanning",
      h1: "Gebäudeaufmaß: Bestandspläne und Modelle, auf die Sie bauen können",
      description:
        "Grundrisse, Schnitte, Ansichten und BIM-Modelle aus dem Laserscan mit {{architecturalPlanimetric}} Lagegenauigkeit – inklusive einer Korrekturfrist von {{revisionWindowHours}} Stunden nach der Übergabe.",
    },
    "aec/heritage-survey": {
      label: "Denkmalaufmaß",
      title: "Denkmalaufmaß und HBIM für historische Gebäude",
      h1: "Denkmalaufmaß: historische Bausubstanz berührungslos dokumentieren",
      description:
        "Denkmalgeschützte Gebäude berührungslos per Laserscanning und Photogrammetrie erfasst: Punktwolken mit {{heritagePointCloud}}, Bilder bis {{heritageGsd}} GSD und HBIM-Modelle in {{heritageLod}}.",
    },
    "aec/facade-survey": {
      label: "Fassadenaufmaß",
      title: "Fassadenaufmaß: Ansichten, Orthofotos und Modelle",
      h1: "Fassadenaufmaß: jede Ansicht vom Boden aus erfasst",
      description:
        "Fassaden per Laserscan: Punktwolken mit {{facadePointCloud}}, Orthofotos bis {{facadeGsd}} GSD und CAD-Ansichten in {{facadeTurnaroundDays}} Arbeitstagen – ganz ohne Gerüst.",
    },
    "aec/tree-survey": {
      label: "Baumerfassung",
      title: "Baumerfassung nach {{treeStandardShort}} für Bauantrag und Planung",
      h1: "Baumerfassung nach {{treeStandard}}",
      description:
        "Baumerfassung nach {{treeStandard}} mit Einstufung in die Kategorien A, B, C und U, Wurzelschutzbereichen und Restriktionsplan, abgerechnet nach Anzahl der Bäume.",
    },
    "aec/construction-setting-out": {
      label: "Bauabsteckung",
      title: "Bauabsteckung und baubegleitende Vermessung",
      h1: "Bauabsteckung – innerhalb von {{settingOutMobilisationHours}} Stunden vor Ort",
      description:
        "Achsen, Höhen und Ankerschrauben mit Tachymeter und GNSS/RTK auf {{settingOutAccuracy}} genau abgesteckt – mit Abweichungsbericht innerhalb von {{deviationReportHours}} Stunde nach jeder Kontrolle.",
    },
    "aec/land-surveying": {
      label: "Geländevermessung",
      title: "Geländevermessung: Topografie und Geländemodelle",
      h1: "Geländevermessung und topografische Aufnahmen",
      description:
        "Topografische Aufnahmen, Geländemodelle und Höhenlinienpläne mit {{landHorizontal}} Lage- und {{landVertical}} Höhengenauigkeit (RMSE), per Drohne oder terrestrisch mit GNSS/RTK.",
    },
    industrial: {
      label: "Industrieanlagen",
      title: "Laserscanning und Bestandsmodelle für Industrieanlagen",
      h1: "Laserscanning von Industrieanlagen für Projekte im Bestand",
      description:
        "Laserscanning von Prozessanlagen, Rohrleitungen und Stahlbau, intelligente 3D-Modelle und der Browser-Viewer Visual Plant für interne Teams und Auftragnehmer.",
    },
    "industrial/scan-to-bim": {
      label: "Scan to BIM – Anlagen",
      title: "Scan to BIM für Anlagen: Rohrleitungen, Apparate, Stahlbau",
      h1: "Scan to BIM für Industrieanlagen",
      description:
        "Rohrleitungen, Apparate und Stahlbau in {{lodIndustrial}} aus Laserscans modelliert – bereit für Einbindungen, Kollisionsprüfungen und die Stillstandsplanung.",
    },
    "industrial/as-built-qaqc": {
      label: "Soll-Ist-Vergleich (QA/QC)",
      title: "Soll-Ist-Vergleich und QA/QC für Industrieanlagen",
      h1: "Soll-Ist-Vergleich: das Gebaute mit der Planung abgleichen",
      description:
        "Abweichungsanalysen zwischen Laserscan und Modell für Neuinstallationen – mit farbcodierten Auswertungen und einem QA-Kurzbericht binnen {{qaMemoHours}} Stunden nach dem Scan.",
    },
    construction: {
      label: "Bau und BIM",
      title: "BIM im Bau: Scan to BIM, Scan to CAD und Baufortschritt",
      h1: "Bau- und BIM-Leistungen von der Bestandsaufnahme bis zur Übergabe",
      description:
        "Scan to BIM, Scan to CAD, Bestands- und Fortschrittsberichte sowie AR-integriertes BIM halten Planung, Baustelle und Modell vom ersten Tag an auf demselben Stand.",
    },
    "construction/scan-to-bim": {
      label: "Scan to BIM – Gebäude",
      title: "Scan to BIM: Revit- und IFC-Modelle aus Laserscans",
      h1: "Scan to BIM für Bestandsgebäude",
      description:
        "Revit- und IFC-Modelle aus Laserscans in {{scanToBimLodRange}} – für Architektur, Tragwerk und TGA, mit einer ausgewiesenen Toleranz von {{bimTolerance}}.",
    },
    "construction/scan-to-cad": {
      label: "Scan to CAD",
      title: "Scan to CAD: Grundrisse, Schnitte und Ansichten",
      h1: "Scan to CAD: Zeichnungen aus Laserscans",
      description:
        "Grundrisse, Schnitte und Ansichten als DWG, aus Punktwolken im gewünschten Maßstab ({{drawingScales}}) gezeichnet, mit einer Zeichengenauigkeit von etwa {{scanToCadAccuracy}}.",
    },
    "construction/as-built-progress": {
      label: "Bestand und Baufortschritt",
      title: "Bestandsaufmaß und Baufortschrittsberichte",
      h1: "Bestandsaufmaß und Baufortschrittskontrolle",
      description:
        "Wöchentliche, zweiwöchentliche oder meilensteinbezogene Scans im Abgleich mit dem Modell – mit Dashboards und Kurzberichten in weniger als {{smallReportHours}} Stunden.",
    },
    "construction/ar-integrated-bim": {
      label: "AR-integriertes BIM",
      title: "AR-integriertes BIM auf der Baustelle",
      h1: "AR-integriertes BIM: das Modell dort sehen, wo gebaut wird",
      description:
        "Blenden Sie das BIM-Modell per Augmented Reality auf der Baustelle ein und prüfen Sie Lage, Öffnungen und Leitungsführung, bevor eingebaut wird.",
    },
    maritime: {
      label: "Schiffe und Yachten",
      title: "Maritimes 3D-Laserscanning für Schiffe und Yachten",
      h1: "Maritimes Laserscanning für Werften und Schiffseigner",
      description:
        "Laserscanning von Rümpfen, Maschinenräumen und Innenbereichen für Refit und Nachrüstung – Daten aus dem Trockendock liegen innerhalb von {{dryDockTurnaroundHours}} Stunden vor.",
    },
    "maritime/ship-yacht-scanning": {
      label: "Schiffs- und Yachtscanning",
      title: "3D-Laserscanning von Schiffen und Yachten",
      h1: "Laserscanning von Schiffen und Yachten für Refit und Nachrüstung",
      description:
        "Innenräume auf {{vesselInteriorAccuracy}} und Rümpfe auf {{vesselHullAccuracy}} genau, gescannt im Hafen oder im Trockendock und geliefert als Punktwolke, CAD-Zeichnung und 3D-Modell.",
    },
    drone: {
      label: "Drohnenphotogrammetrie",
      title: "Drohnenphotogrammetrie: Orthofotos und 3D-Modelle",
      h1: "Drohnenphotogrammetrie und Luftbildvermessung",
      description:
        "Orthofotos, 3D-Modelle, Bestandskarten und Lagepläne aus der Luft mit einer Bodenauflösung von {{droneGsd}} pro Pixel, geliefert innerhalb von {{constructionDroneTurnaroundHours}} Stunden.",
    },
    "drone/3d-modelling": {
      label: "3D-Modellierung",
      title: "3D-Modelle von Grundstücken und Gebäuden per Drohne",
      h1: "3D-Modellierung mit Drohnenphotogrammetrie",
      description:
        "Texturierte 3D-Netzmodelle und Punktwolken von Grundstücken, Dächern und Bauwerken aus Luftbildern, georeferenziert im amtlichen Koordinatensystem.",
    },
    "drone/existing-map": {
      label: "Bestandskarte",
      title: "Bestandskarten aus Drohnenbefliegungen",
      h1: "Bestandskarten aus der Luft",
      description:
        "Bestandskarten mit {{existingMapAccuracy}} absoluter Genauigkeit, erstellt aus Drohnenbildern und Passpunkten – als verlässliche Grundlage für Planung und Entwurf.",
    },
    "drone/site-plans": {
      label: "Lagepläne",
      title: "Lagepläne aus Drohnenphotogrammetrie",
      h1: "Lagepläne aus Drohnenphotogrammetrie",
      description: "Lagepläne als DWG, SHP oder GeoJSON und Orthofotos als GeoTIFF – aus der Luft gemessen und am Boden kontrolliert.",
    },
    sectors: {
      label: "Branchen",
      title: "Branchen, für die wir arbeiten",
      h1: "Branchen, für die wir arbeiten",
      description:
        "Industrieanlagen, Gewerbe- und Hotelbauten, Infrastruktur, Baudenkmäler sowie Schiffbau und Schifffahrt: was 3D-Laserscanning in jeder dieser Branchen leistet.",
    },
    "sectors/industrial-plants": {
      label: "Industrieanlagen",
      title: "3D-Laserscanning für Industrieanlagen",
      h1: "3D-Laserscanning für Industrieanlagen",
      description:
        "Präzise Bestandsdaten für Modernisierungen, Einbindungen und Anlagenstillstände in Chemie-, Pharma-, Energie- und Produktionsanlagen.",
    },
    "sectors/commercial-hospitality": {
      label: "Gewerbe und Hotellerie",
      title: "3D-Laserscanning für Gewerbe- und Hotelimmobilien",
      h1: "3D-Laserscanning für Gewerbeimmobilien und Hotels",
      description:
        "Aufmaß und BIM für Hotels, Büros und Handelsflächen – erfasst im laufenden Betrieb, mit minimaler Störung für Gäste und Mieter.",
    },
    "sectors/infrastructure-transportation": {
      label: "Infrastruktur und Verkehr",
      title: "3D-Laserscanning für Infrastruktur und Verkehr",
      h1: "3D-Laserscanning für Infrastruktur und Verkehr",
      description:
        "Vermessung von Brücken, Bahnhöfen, Tunneln und Straßen für Planung, Instandhaltung und Erhaltungsmanagement – mit Laserscanner und Drohne.",
    },
    "sectors/heritage-culture": {
      label: "Denkmalpflege und Kultur",
      title: "3D-Laserscanning für Denkmalpflege und Kulturerbe",
      h1: "3D-Laserscanning für Baudenkmäler und Kulturstätten",
      description:
        "Berührungslose Dokumentation von Baudenkmälern, Kirchen und Museen als Grundlage für Konservierung, Restaurierung und HBIM.",
    },
    "sectors/maritime": {
      label: "Schiffbau und Schifffahrt",
      title: "3D-Laserscanning für Schiffbau und Schifffahrt",
      h1: "3D-Laserscanning für Werften, Reedereien und Yachthäfen",
      description:
        "Daten für Refit und Nachrüstung von Schiffen jeder Größe: Rümpfe, Maschinenräume, Innenbereiche und Decksausrüstung, gescannt im Hafen oder im Trockendock.",
    },
    projects: {
      label: "Projekte",
      title: "Referenzprojekte",
      h1: "Referenzprojekte",
      description:
        "Ausgewählte 3D-Laserscanning-Projekte in Ungarn und Deutschland: Scan to BIM in der Industrie, Baufortschrittskontrolle und ein Fassadenaufmaß für ein Hotel.",
    },
    "projects/tiszachem-as-built-progress": {
      label: "Tiszachem, Tiszaújváros: Baufortschritt",
      title: "Tiszachem Tiszaújváros: Baufortschrittskontrolle",
      h1: "Baufortschrittskontrolle für Tiszachem in Tiszaújváros",
      description:
        "Wie regelmäßige Laserscans im Abgleich mit dem Modell die Erweiterung eines Chemiewerks in Tiszaújváros im Zeitplan hielten.",
    },
    "projects/tiszachem-scan-to-bim": {
      label: "Tiszachem, Tiszaújváros: Scan to BIM",
      title: "Tiszachem Tiszaújváros: Bestandsmodell per Scan to BIM",
      h1: "Bestandsmodell per Scan to BIM für Tiszachem in Tiszaújváros",
      description:
        "Ein Bestandsmodell in {{lodIndustrial}} von Prozesseinheiten in Tiszaújváros, erstellt aus Laserscans für die Modernisierung einer bestehenden Anlage.",
    },
    "projects/alfold-pharma-scan-to-bim": {
      label: "Alföld Pharma, Debrecen: Scan to BIM",
      title: "Alföld Pharma Debrecen: Bestandsmodell per Scan to BIM",
      h1: "Bestandsmodell per Scan to BIM für Alföld Pharma in Debrecen",
      description: "Ein Produktionsgebäude mit Reinräumen in Debrecen, gescannt und modelliert für eine Sanierung bei laufendem Betrieb.",
    },
    "projects/rheinblick-hotel-facade": {
      label: "Rheinblick Hotel, Krefeld: Fassadenaufmaß",
      title: "Rheinblick Hotel Krefeld: Fassadenaufmaß per Scan to CAD",
      h1: "Fassadenaufmaß per Scan to CAD für das Rheinblick Hotel in Krefeld",
      description: "Ansichtspläne und Orthofotos einer Hotelfassade in Krefeld – erfasst ohne Gerüst und bei laufendem Hotelbetrieb.",
    },
    resources: {
      label: "Fachwissen",
      title: "Fachwissen: Blog, Leitfäden und Downloads",
      h1: "Fachwissen",
      description: "Fachartikel, praxisnahe Leitfäden und Beispieldaten zum Download rund um 3D-Laserscanning, Scan to BIM und Vermessung.",
    },
    "resources/blog": {
      label: "Blog",
      title: "Blog",
      h1: "Blog",
      description:
        "Beiträge unserer Vermessungsingenieure und BIM-Modellierer zu Projekten, Methoden und Erfahrungen aus der Praxis. In Kürze verfügbar.",
    },
    "resources/guides": {
      label: "Leitfäden",
      title: "Leitfäden",
      h1: "Leitfäden",
      description:
        "Praxisleitfäden zur Ausschreibung eines Laserscan-Aufmaßes, zur Wahl des passenden LOD und zur Beauftragung eines Scan-to-BIM-Projekts. In Kürze verfügbar.",
    },
    "resources/downloads": {
      label: "Downloads",
      title: "Downloads",
      h1: "Downloads",
      description: "Beispieldaten, Vorlagen für Leistungsbeschreibungen und Checklisten zum Herunterladen. In Kürze verfügbar.",
    },
    about: {
      label: "Über uns",
      title: "Über Pontos 3D",
      h1: "Über Pontos 3D",
      description:
        "Ein Team aus {{teamSize}} Vermessungs- und BIM-Fachleuten in Budapest und Istanbul, das seit {{foundingYear}} Gebäude, Anlagen und Schiffe vermisst.",
    },
    "about/company": {
      label: "Unternehmen",
      title: "Unser Unternehmen",
      h1: "Unser Unternehmen",
      description:
        "Pontos 3D wurde {{foundingYear}} in Budapest gegründet, hat seitdem mehr als {{projectsCompleted}} Projekte in über {{countriesWorkedIn}} Ländern abgeschlossen und unterhält ein zweites Büro in Istanbul.",
    },
    "about/methodology": {
      label: "Methodik",
      title: "Unsere Vermessungsmethodik",
      h1: "Unsere Methodik",
      description:
        "Wie wir planen, erfassen, registrieren, prüfen und liefern: Festpunktnetze, Registrierung mit {{registrationRmseStrict}} RMSE und dokumentierte Qualitätssicherung in jedem Projekt.",
    },
    "about/equipment": {
      label: "Messtechnik",
      title: "Unsere Messtechnik",
      h1: "Unsere Messtechnik",
      description:
        "{{terrestrialScanners}} terrestrische Laserscanner von {{scannerManufacturers}} Herstellern, {{handheldLidarUnits}} handgeführte LiDAR-Scanner, eine Vermessungsdrohne und ein Tachymeter mit GNSS/RTK.",
    },
    "about/certifications": {
      label: "Zertifizierungen",
      title: "Zertifizierungen und Normen",
      h1: "Zertifizierungen und Normen",
      description:
        "Die Normen und Standards, nach denen wir arbeiten – von der Baumerfassung nach {{treeStandard}} bis zu LOD-Spezifikationen und amtlichen Lagebezugssystemen.",
    },
    "about/clients": {
      label: "Kunden",
      title: "Unsere Kunden",
      h1: "Unsere Kunden",
      description:
        "Architekten, Ingenieure, Bauunternehmen, Anlagenbetreiber und Werften in Europa, in der Türkei und im Nahen Osten – und wie sie die Zusammenarbeit mit uns erleben.",
    },
    contact: {
      label: "Kontakt",
      title: "Kontakt",
      h1: "Kontakt zu Pontos 3D",
      description:
        "Erreichen Sie unsere Büros in Budapest und Istanbul per Telefon, E-Mail oder Kontaktformular. Wir antworten innerhalb von {{contactReplyHours}} Stunden.",
    },
    "get-a-quote": {
      label: "Angebot anfordern",
      title: "Angebot anfordern",
      h1: "Festpreisangebot anfordern",
      description:
        "Beschreiben Sie Ihr Objekt und den gewünschten Lieferumfang, fügen Sie Pläne oder Fotos bei und erhalten Sie innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) ein Festpreisangebot.",
    },
    "talk-to-an-expert": {
      label: "Experten fragen",
      title: "Mit einem Experten sprechen",
      h1: "Sprechen Sie mit unseren Experten",
      description:
        "Vereinbaren Sie ein {{callLengthMinutes}}-minütiges Gespräch mit einem unserer Vermessungsingenieure oder BIM-Spezialisten zu einem Termin, der Ihnen passt, und klären Sie Methode, Genauigkeit, Zeitplan und Kosten, bevor Sie sich festlegen.",
    },
    privacy: {
      label: "Datenschutzerklärung",
      title: "Datenschutzerklärung",
      h1: "Datenschutzerklärung",
      description:
        "Wie die Pontos 3D Kft. personenbezogene Daten gemäß DSGVO erhebt, verwendet und schützt – und welche Rechte Sie als betroffene Person haben.",
    },
    cookies: {
      label: "Cookie-Richtlinie",
      title: "Cookie-Richtlinie",
      h1: "Cookie-Richtlinie",
      description: "Warum diese Website keine Cookies setzt, was sie im Speicher Ihres Browsers ablegt und wie Sie es entfernen.",
    },
    terms: {
      label: "Nutzungsbedingungen",
      title: "Nutzungsbedingungen",
      h1: "Nutzungsbedingungen",
      description: "Die Bedingungen, die für die Nutzung dieser Website und für Angebotsanfragen an die Pontos 3D Kft. gelten.",
    },
    imprint: {
      label: "Impressum",
      title: "Impressum",
      h1: "Impressum",
      description: "Anbieterkennzeichnung der Pontos 3D Kft.: Sitz, Handelsregister, Steuernummern, Geschäftsführung und Kontakt.",
    },
  },
};
