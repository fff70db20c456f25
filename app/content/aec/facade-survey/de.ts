import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Fassadenaufmaß",
    lead: "Laserscanner und Drohnenaufnahmen erfassen ganze Ansichten vom Boden aus: Punktwolke mit {{facadePointCloud}}, Orthofotos bis {{facadeGsd}} GSD und CAD-Ansichten in {{facadeTurnaroundDays}} Arbeitstagen.",
    facts: [
      "Genauigkeit der Punktwolke",
      "Feinste Orthofoto-Auflösung (GSD)",
      "Lieferzeit der Ansichten (Arbeitstage)",
      "Weniger Arbeit in der Höhe",
    ],
    alt: "Strichzeichnung einer mehrgeschossigen Gebäudefassade in der Ansicht mit ihrem Fensterraster, überzogen von einem Raster aus Scanpunkten und gekreuzt von einer waagerechten Laserscanlinie",
  },
  definition: {
    nav: "Überblick",
    heading: "Was ist ein Fassadenaufmaß?",
    term: "Fassadenaufmaß",
    text: "Ein Fassadenaufmaß dokumentiert die Außenansichten eines Gebäudes maßgenau: Geometrie, Öffnungen, Bekleidung, Bauschmuck und sichtbare Schäden. Wir erfassen es mit terrestrischen Laserscannern und, wo Obergeschosse und Attiken vom Boden aus nicht einsehbar sind, mit Drohnenfotos, registrieren alles in einem Koordinatensystem und zeichnen direkt aus den Daten.",
    points: [
      "Terrestrisches Laserscanning von Straßenniveau aus, registriert zu einer Punktwolke mit {{facadePointCloud}}",
      "Entzerrte Orthofotos jeder Ansicht mit einer GSD von bis zu {{facadeGsd}}",
      "CAD-Ansichten, Schnitte und BIM-Fassadenmodelle mit {{facadeModel}} Genauigkeit",
      "Für das Aufmaß sind weder Gerüst noch Hubarbeitsbühne oder Seilzugangstechnik nötig",
    ],
  },
  benefits: {
    nav: "Vorteile",
    heading: "Warum wir Fassaden per Laserscanning aufmessen",
    intro: "Maßband, Laser-Distanzmesser und Fotos liefern bei hohen, reich verzierten oder kleinteiligen Fassaden nicht, was Planer brauchen. Ein registrierter Scan erfasst jede Oberfläche einmal und beantwortet spätere Fragen ohne erneuten Ortstermin.",
    cards: [
      {
        title: "Gemessen, nicht geschätzt",
        text: "Jede Öffnung, jedes Gesims und jede Fuge der Bekleidung stammt aus einer registrierten Punktwolke. Die Ansichten zeigen, was tatsächlich gebaut ist.",
        metric: "Genauigkeit der Punktwolke",
      },
      {
        title: "Weniger Arbeit in der Höhe",
        text: "Scanner und Drohne messen vom Boden aus. Gerüst, Hubarbeitsbühne und Seilzugang bleiben allein der handnahen Prüfung vorbehalten.",
        metric: "weniger Zeit in der Höhe",
      },
      {
        title: "Kurze Zeit vor Ort",
        text: "Ein Team erfasst bis zu {{facadeCaptureArea}} m² Fassadenfläche in {{facadeCaptureDays}} Tagen. So bleiben Sondernutzung des Gehwegs, Genehmigungen und Störungen für die Nutzer kurz.",
        metric: "vor Ort für bis zu {{facadeCaptureArea}} m²",
      },
      {
        title: "Orthofotos zum Messen",
        text: "Maßstäbliche, entzerrte Bilder jeder Ansicht zeigen Materialien, Fugen, Risse und Befestigungen für Zustandserfassung und Fassadenplanung.",
        metric: "feinste Orthofoto-GSD",
      },
    ],
  },
  visual: {
    heading: "Vom Straßenniveau zum Ansichtsplan",
    alt: "Fassadenansicht als Strichzeichnung mit Maßketten für Höhe und Breite, Scanpunkten auf der Wandfläche und einer waagerechten Laserscanlinie",
    caption: "Jede Ansicht wird aus der registrierten Punktwolke gezeichnet: Öffnungen, Geschosshöhen sowie Gesamthöhe und -breite der Fassade werden an den Scanpunkten gemessen und als CAD-Ansichten und entzerrte Orthofotos übergeben.",
    metrics: [
      "Punktwolke",
      "CAD- und BIM-Modell",
      "feinste Orthofoto-GSD",
      "für Korrekturen nach der Übergabe",
    ],
  },
  scope: {
    nav: "Leistungsumfang",
    heading: "Was das Aufmaß umfasst",
    intro: "Jedes Fassadenaufmaß bieten wir zum Festpreis an – auf Grundlage Ihrer Pläne, Fotos oder einfach der Adresse.",
    included: [
      "Einsatzplanung sowie Abstimmung von Zugang und Genehmigungen mit der Objektverwaltung",
      "Terrestrisches Laserscanning aller vereinbarten Ansichten vom Boden aus",
      "Registrierte Punktwolke mit {{facadePointCloud}} im Projektkoordinatensystem oder im amtlichen Lagebezugssystem, geprüft an eingemessenen Passpunkten",
      "Entzerrte Orthofotomosaike jeder Ansicht mit bis zu {{facadeGsd}} GSD",
      "2D-CAD-Ansichten im gewünschten Maßstab ({{drawingScales}}), geliefert in {{facadeTurnaroundDays}} Arbeitstagen",
      "QA/QC-Bericht mit Registrierungsstatistik und Restklaffen an den Passpunkten",
      "Korrekturen innerhalb von {{revisionWindowHours}} Stunden nach der Übergabe",
    ],
    addOns: [
      "BIM-Fassadenmodell in Revit oder IFC mit {{lodStandard}}, auf Anfrage {{lod350}} oder {{lod400}}",
      "Thermografie und Schadenskartierung von Rissen, Abplatzungen, Verfärbungen und fehlenden Bauteilen",
      "Drohnenbefliegung von Dächern, Attiken und Obergeschossen außerhalb der Scannersicht",
      "Fenster- und Fassadenplattenlisten",
      "Texturiertes 3D-Netzmodell der Fassade für Visualisierungen",
      "Wiederholungsaufmaß derselben Ansichten zur Bauwerksüberwachung, verglichen mit der Erstaufnahme",
    ],
  },
  formats: {
    nav: "Formate",
    heading: "Lieferformate",
    intro: "Layerstruktur, Benennung und Koordinatensystem stimmen wir vor der Erfassung mit Ihnen ab. So lassen sich die Dateien direkt in Ihrer Software weiterverwenden.",
    groups: [
      "CAD-Pläne",
      "BIM-Modelle",
      "Punktwolken",
      "Orthofotos",
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Häufige Fragen zum Fassadenaufmaß",
    items: [
      {
        q: "Wie genau ist ein Fassadenaufmaß per Laserscan?",
        a: "Die registrierte Punktwolke ist auf {{facadePointCloud}} genau, die daraus gezeichneten CAD-Ansichten und BIM-Modelle auf {{facadeModel}}. Zu jedem Projekt erhalten Sie einen QA/QC-Bericht mit Registrierungsstatistik und Kontrollmessungen, der belegt, wie diese Werte erreicht wurden.",
      },
      {
        q: "Brauchen Sie ein Gerüst oder Seilzugangstechnik?",
        a: "Nein. Wir messen mit terrestrischen Scannern vom Boden aus und setzen die Drohne für Dächer und Obergeschosse ein, soweit die Luftraumvorschriften es zulassen. Das verkürzt die Arbeit in der Höhe um bis zu {{facadeLessTimeAtHeight}}. Zugangstechnik ist nur nötig, wenn bestimmte Schäden zusätzlich handnah geprüft werden sollen.",
      },
      {
        q: "Wie lange dauert ein Fassadenaufmaß?",
        a: "Die Erfassung vor Ort dauert {{facadeCaptureDays}} Tage für bis zu {{facadeCaptureArea}} m² Fassadenfläche. Punktwolke, Orthofotos und CAD-Ansichten folgen in {{facadeTurnaroundDays}} Arbeitstagen. Ein vollständiger CAD-Plansatz oder ein BIM-Fassadenmodell benötigt {{facadeFullSetDays}} Arbeitstage.",
      },
      {
        q: "Welche Auflösung haben die Orthofotos?",
        a: "Die Orthofotos werden auf die Ebene der jeweiligen Ansicht entzerrt und haben eine Pixelgröße am Objekt (GSD) von bis zu {{facadeGsd}} – scharf genug, um Fugen, Risse und Befestigungen zu erkennen. Sie erhalten sie als GeoTIFF oder JPG, maßstäblich und im selben Koordinatensystem wie die CAD-Pläne.",
      },
      {
        q: "In welchem Koordinatensystem werden die Daten geliefert?",
        a: "Wir schließen das Aufmaß an Ihr Projektkoordinatensystem oder an das amtliche Lagebezugssystem an: EOV/HD72 in Ungarn, TUREF/ITRF96 in der Türkei oder ETRS89/UTM in Deutschland. In anderen Ländern legen wir das System vor der Erfassung mit Ihnen fest, sodass sich die Fassade direkt in Ihre vorhandenen Pläne einfügt.",
      },
      {
        q: "Welchen Detaillierungsgrad hat ein BIM-Fassadenmodell?",
        a: "Standardmäßig modellieren wir Fassaden in {{lodStandard}}: Wände, Öffnungen, Bekleidungszonen und prägende Bauteile. {{lod350}} und {{lod400}} sind auf Anfrage möglich, etwa für den Austausch der Fassadenbekleidung oder die Fensterfertigung.",
      },
      {
        q: "Wie setzt sich der Preis für ein Fassadenaufmaß zusammen?",
        a: "Wir bieten zum Festpreis an, abhängig von Fassadenfläche, Zugänglichkeit, Detaillierungsgrad und gewünschtem Lieferumfang. Senden Sie uns Pläne, Fotos oder nur die Adresse, und Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Angebot.",
      },
      {
        q: "Was, wenn in den Plänen etwas fehlt?",
        a: "Nach der Übergabe haben Sie eine Korrekturfrist von {{revisionWindowHours}} Stunden, um fehlende Details oder zeichnerische Änderungen zu melden. Wir ergänzen sie aus der Punktwolke, ohne erneut vor Ort zu messen. Da die gesamte Fassade erfasst ist, lassen sich auch die meisten späteren Fragen aus den Daten beantworten.",
      },
    ],
  },
  cta: {
    heading: "Planen Sie Ihr Fassadenaufmaß",
    text: "Nennen Sie uns die Adresse, die benötigten Ansichten und den gewünschten Lieferumfang. Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Festpreisangebot.",
  },
} satisfies SameShape<typeof en>;
