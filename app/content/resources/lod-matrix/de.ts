import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "LOD-Matrix",
  "page.title": "LOD-Matrix: Bauteile nach Detaillierungsgrad",
  "page.h1": "LOD-Matrix",
  "page.description": "Was ein Scan-to-BIM-Modell in {{lod200}}, {{lod300}}, {{lod350}} und {{lod400}} Bauteil für Bauteil enthält, mit der Toleranz jeder Stufe: zum Nachlesen oder als Vertragsanlage.",

  "hero.eyebrow": "Fachwissen · Scan to BIM",
  "hero.lead": "Vierzehn Bauteilgruppen, vier Detaillierungsgrade und die Toleranz jeder Stufe zur Punktwolke in einer Tabelle. Vereinbaren Sie vor dem Aufmaß die Stufe jedes Bauteils – dann erhalten Sie genau das Modell, das Sie bestellt haben.",
  "hero.actions.resources/downloads": "Als PDF oder CSV herunterladen",

  "purpose.nav": "Wozu sie dient",
  "purpose.heading": "Eine Tabelle statt eines Schlagworts",
  "purpose.blocks.one-table": "„Bitte in {{lod300}} modellieren“ ist der Satz, mit dem die meisten Streitigkeiten über ein Bestandsmodell beginnen. Die eine Seite versteht darunter jedes Rohr bis zum kleinsten Abzweig, die andere Wände, Decken und Hauptleitungen. Die Matrix ersetzt das Schlagwort durch eine Zelle: Für jedes Bauteil steht dort, was modelliert wird und wie genau es der Punktwolke folgt.",
  "purpose.blocks.bimforum": "Die Stufen folgen den Bauteildefinitionen der BIMForum LOD Specification, ausgelegt für den Bestand: In {{lod200}} ist ein Bauteil ein generischer Platzhalter mit ungefährer Größe und Lage; in {{lod300}} hat es seine gemessene Größe, Form, Lage und Ausrichtung; {{lod350}} ergänzt die Schnittstellen zu anderen Bauteilen, {{lod400}} die Details für Fertigung und Montage.",
  "purpose.blocks.existing-building": "Ein Neubauentwurf kann jedes Bauteil in jeder Stufe frei festlegen. Ein Aufmaß kann nur modellieren, was der Scanner gesehen hat; deshalb beschreibt jede Zelle, was die Punktwolke zeigt. Was sie nicht zeigt, entfällt oder wird als angenommen gekennzeichnet – nie so gezeichnet, als wäre es gemessen.",

  "matrix.nav": "Die Matrix",
  "matrix.heading": "Was in jeder Stufe modelliert wird",
  "matrix.intro": "Lesen Sie eine Zeile, um die Stufe eines Bauteils zu wählen, und eine Spalte, um zu sehen, was eine Stufe im ganzen Modell bedeutet. Die letzte Zeile ist die Toleranz, gegen die das fertige Modell im QA/QC-Bericht geprüft wird.",
  "matrix.caption": "Bauteile nach Detaillierungsgrad, mit der Toleranz jeder Stufe zur Punktwolke",
  "matrix.element": "Bauteil",
  "matrix.tolerance": "Toleranz zur Punktwolke",

  "matrix.elements.walls.name": "Wände",
  "matrix.elements.walls.levels.lod-200": "Generische Wände ungefährer Dicke auf den gemessenen Achsen, über die volle Geschosshöhe.",
  "matrix.elements.walls.levels.lod-300": "Gemessene Dicke, Höhe und Lage; Schichten, soweit sichtbar; Öffnungen in realer Größe.",
  "matrix.elements.walls.levels.lod-350": "Anschlüsse an Decken, Stützen und Vorhangfassaden; Durchbrüche für Kanäle, Rohre und Kabeltrassen.",
  "matrix.elements.walls.levels.lod-400": "Stürze, Befestigungen und die Einfassung der Öffnungen, wo Neues exakt anschließen muss.",

  "matrix.elements.floors-slabs.name": "Decken und Böden",
  "matrix.elements.floors-slabs.levels.lod-200": "Generische Decken auf jeder Geschossebene mit ungefähren Rändern.",
  "matrix.elements.floors-slabs.levels.lod-300": "Gemessene Höhen, Ränder und Dicke; Versätze, Gefälle und Aussparungen; Schächte.",
  "matrix.elements.floors-slabs.levels.lod-350": "Auflager auf Wänden und Trägern, Randausbildungen, Durchbrüche und Hülsen.",
  "matrix.elements.floors-slabs.levels.lod-400": "Randprofile, Einbauteile und Auflagerdetails für vorgefertigte Bauteile.",

  "matrix.elements.roofs.name": "Dächer",
  "matrix.elements.roofs.levels.lod-200": "Dachflächen mit ungefährer Neigung und Umriss.",
  "matrix.elements.roofs.levels.lod-300": "Gemessene Neigungen, First, Traufen und Attiken; Dachöffnungen, Aufkantungen und Abläufe.",
  "matrix.elements.roofs.levels.lod-350": "Sparren, Pfetten oder Binder, soweit sichtbar, mit ihren Auflagern.",
  "matrix.elements.roofs.levels.lod-400": "Anschlussdetails des Dachstahlbaus und Auflager neuer Dachaufbauten.",

  "matrix.elements.columns-beams.name": "Stützen und Träger",
  "matrix.elements.columns-beams.levels.lod-200": "Generische Stützen und Träger im Raster mit ungefähren Querschnitten.",
  "matrix.elements.columns-beams.levels.lod-300": "Gemessene Querschnitte, Lagen und Höhen; Stahlprofile mit ihrer Profilbezeichnung.",
  "matrix.elements.columns-beams.levels.lod-350": "Anschlüsse Träger–Stütze und Träger–Decke, Verbände und Auflager.",
  "matrix.elements.columns-beams.levels.lod-400": "Bleche, Schrauben, Steifen und Schweißnähte, wie sie Werkstattpläne zeigen.",

  "matrix.elements.stairs-ramps.name": "Treppen und Rampen",
  "matrix.elements.stairs-ramps.levels.lod-200": "Generische Treppenläufe und Podeste an ihrer Stelle.",
  "matrix.elements.stairs-ramps.levels.lod-300": "Gemessene Läufe, Podeste, Auftritte und Steigungen; Geländer und Handläufe als eigene Bauteile.",
  "matrix.elements.stairs-ramps.levels.lod-350": "Anschlüsse von Wangen und Podesten an Decken und Wände.",
  "matrix.elements.stairs-ramps.levels.lod-400": "Geländerstäbe, Konsolen und Befestigungen von Geländern und Wangen.",

  "matrix.elements.doors.name": "Türen",
  "matrix.elements.doors.levels.lod-200": "Öffnungen mit einer generischen Tür ungefährer Größe.",
  "matrix.elements.doors.levels.lod-300": "Gemessene Öffnungs- und Blattmaße, Anschlagrichtung und Zarge; Türtyp, soweit erkennbar.",
  "matrix.elements.doors.levels.lod-350": "Anschluss der Zargen an die Wand; Brandschutztüren und Lage der Beschläge vermerkt.",
  "matrix.elements.doors.levels.lod-400": "Zargenprofile und Beschläge, so genau, dass Ersatz bestellt werden kann.",

  "matrix.elements.windows.name": "Fenster",
  "matrix.elements.windows.levels.lod-200": "Öffnungen mit einem generischen Fenster ungefährer Größe.",
  "matrix.elements.windows.levels.lod-300": "Gemessene Öffnungen, Brüstungs- und Sturzhöhen, Rahmen und ihre Teilung.",
  "matrix.elements.windows.levels.lod-350": "Laibungen, Fensterbänke und der Anschluss der Rahmen an die Wand.",
  "matrix.elements.windows.levels.lod-400": "Rahmen- und Flügelprofile, so genau, dass Ersatz bestellt werden kann.",

  "matrix.elements.curtain-walls.name": "Vorhangfassaden und Fassadenelemente",
  "matrix.elements.curtain-walls.levels.lod-200": "Die Fassade als generische Paneele in ihrer gemessenen Ebene.",
  "matrix.elements.curtain-walls.levels.lod-300": "Gemessenes Raster aus Pfosten und Riegeln, Paneele, Fugenbild der Bekleidung, Gesimse und Balkone.",
  "matrix.elements.curtain-walls.levels.lod-350": "Konsolen und Verankerungen, soweit sichtbar; Anschlüsse an Decken und Stützen.",
  "matrix.elements.curtain-walls.levels.lod-400": "Profile, Konsolen und Paneelränder für die Fertigung neuer Elemente.",

  "matrix.elements.ceilings.name": "Unterdecken",
  "matrix.elements.ceilings.levels.lod-200": "Generische abgehängte Decken in ungefährer Höhe.",
  "matrix.elements.ceilings.levels.lod-300": "Gemessene Höhen, Abkofferungen und Umrisse; Rasterrichtung; Revisionsöffnungen.",
  "matrix.elements.ceilings.levels.lod-350": "Abhänger und der Deckenhohlraum, wenn er bei geöffneten Platten gescannt wurde.",
  "matrix.elements.ceilings.levels.lod-400": "Details der Abhängung, wo neue Leitungen durch die Unterdecke hindurch befestigt werden müssen.",

  "matrix.elements.ducts.name": "TGA: Lüftungskanäle",
  "matrix.elements.ducts.levels.lod-200": "Hauptkanäle als Trassen entlang ihres Verlaufs.",
  "matrix.elements.ducts.levels.lod-300": "Kanäle mit gemessener Dimension und Trasse bis zu der in der Leistungsbeschreibung vereinbarten kleinsten Größe; Luftauslässe und Klappen.",
  "matrix.elements.ducts.levels.lod-350": "Formteile, Abhängungen, Halterungen und Durchbrüche durch Wände und Decken.",
  "matrix.elements.ducts.levels.lod-400": "Flansche, Anschlusspunkte und Revisionsöffnungen in realen Abmessungen.",

  "matrix.elements.pipes.name": "TGA: Rohrleitungen",
  "matrix.elements.pipes.levels.lod-200": "Hauptleitungen als Trassen entlang ihres Verlaufs.",
  "matrix.elements.pipes.levels.lod-300": "Rohre mit gemessenem Durchmesser und Verlauf bis zu der in der Leistungsbeschreibung vereinbarten kleinsten Nennweite; Armaturen als eigene Bauteile.",
  "matrix.elements.pipes.levels.lod-350": "Formteile, Halterungen und Abhängungen, Dämmstärke, Durchbrüche.",
  "matrix.elements.pipes.levels.lod-400": "Flansche, Armaturen und Formteile in realen Abmessungen, mit den Einbindepunkten.",

  "matrix.elements.cable-trays.name": "TGA: Kabeltrassen",
  "matrix.elements.cable-trays.levels.lod-200": "Hauptrassen aus Kabelrinnen und -leitern als Trassenbereiche.",
  "matrix.elements.cable-trays.levels.lod-300": "Kabelrinnen und -leitern mit gemessener Breite, Höhe und Trasse; Steigtrassen.",
  "matrix.elements.cable-trays.levels.lod-350": "Bögen, T-Stücke, Halterungen und Durchbrüche.",
  "matrix.elements.cable-trays.levels.lod-400": "Ausleger und Befestigungen, wo neue Trassen vorgefertigt werden.",

  "matrix.elements.equipment.name": "TGA: Anlagen und Geräte",
  "matrix.elements.equipment.levels.lod-200": "Anlagen als Quader ungefährer Größe: Lüftungsgeräte, Pumpen, Behälter, Schaltschränke.",
  "matrix.elements.equipment.levels.lod-300": "Gemessene Hüllmaße mit Stutzen und Anschlusspunkten; Typenschilder, soweit lesbar.",
  "matrix.elements.equipment.levels.lod-350": "Fundamente, Sockel, Unterkonstruktionen und die Freiräume für die Wartung.",
  "matrix.elements.equipment.levels.lod-400": "Anschlussflansche, Verankerungspunkte und die Details für das Ersatzgerät.",

  "matrix.elements.site-terrain.name": "Gelände und Außenanlagen",
  "matrix.elements.site-terrain.levels.lod-200": "Geländeoberfläche und Umrisse befestigter Flächen.",
  "matrix.elements.site-terrain.levels.lod-300": "Gemessenes Gelände, Borde, Belagskanten, Stützmauern und sichtbare Schachtdeckel.",
  "matrix.elements.site-terrain.levels.lod-350": "Übergänge vom Gebäude zum Gelände: Stufen, Rampen, Entwässerungsrinnen.",
  "matrix.elements.site-terrain.levels.lod-400": "Rand- und Gründungsdetails, wo neue Außenanlagen anschließen müssen.",

  "contract.nav": "Im Vertrag",
  "contract.heading": "So setzen Sie die Matrix im Vertrag ein",
  "contract.blocks.attach": "Legen Sie die Matrix dem Vertrag oder dem BIM-Abwicklungsplan als Definition der Stufen bei und tragen Sie daneben die Stufe jedes Bauteils ein. Im PDF gibt es dafür eine leere Spalte; die CSV-Datei öffnet sich zum selben Zweck in der Tabellenkalkulation.",
  "contract.blocks.by-element": "### Stufen nach Bauteil mischen\n\nEine Sanierung braucht selten überall dieselbe Stufe. Wände, Decken und Öffnungen in {{lod300}}, Unterdecken und Gelände in {{lod200}} sowie Kanäle und Rohre nur dort in {{lod300}}, wo sie erhalten bleiben: eine häufige und wirtschaftliche Kombination.",
  "contract.blocks.by-area": "### Stufen nach Bereich mischen\n\nWo Neues an den Bestand anschließt, lässt sich eine Technikzentrale, ein Schacht oder ein Tragwerksfeld in {{lod350}} oder {{lod400}} modellieren, während der Rest des Gebäudes in {{lod300}} bleibt. Markieren Sie diese Bereiche auf einem Plan und legen Sie ihn der Matrix bei.",
  "contract.blocks.example": "Eine Leistungsbeschreibung liest sich dann so:\n\n- Architektur und Tragwerk, alle Geschosse: {{lod300}}\n- Technikzentrale und Schächte, Kanäle, Rohre und Kabeltrassen: {{lod350}}\n- Unterdecken außerhalb der Technikzentrale: {{lod200}}",
  "contract.blocks.tolerance-clause": "Abgenommen wird gegen die Toleranzzeile: Der QA/QC-Bericht vergleicht das Modell Bauteil für Bauteil mit der Punktwolke und zeigt, wo die Toleranz eingehalten ist und wo das Gebäude selbst abweicht.",

  "notes.nav": "Hinweise",
  "notes.heading": "Hinweise zur Matrix",
  "notes.items.hidden": "Was der Scanner nicht sieht (das Innere von Wänden, den Raum über geschlossenen Decken, Bauteile unter Dämmung), wird in keiner Stufe modelliert, es sei denn, es wird geöffnet oder Bestandspläne liegen vor; aus Plänen übernommene Bauteile werden gekennzeichnet.",
  "notes.items.deviations": "Das Modell folgt dem Gebäude, wie es ist: Wände, die nicht im Lot stehen, und Decken, die nicht waagerecht liegen, bleiben ab {{lod300}} innerhalb der Toleranz so, wie sie sind, statt begradigt zu werden.",
  "notes.items.families": "Die Bauteile entstehen aus Ihrer Revit-Vorlage und Ihren Familien, wenn Sie sie uns senden, sonst aus unseren – benannt nach den Vorgaben Ihres BIM-Abwicklungsplans.",
  "notes.items.minimum-size": "Vereinbaren Sie für Kanäle, Rohre und Kabeltrassen die kleinste zu modellierende Größe in der Leistungsbeschreibung: Sie beeinflusst den Modellierungsaufwand stärker als die Stufe selbst.",
  "notes.items.own-definitions": "Legt Ihr BIM-Abwicklungsplan eigene Stufen fest oder nutzt er LOI für die Informationstiefe, folgen wir ihm; die Matrix dient dann als Checkliste dessen, was jedes Bauteil enthalten soll.",

  "related.nav": "Einsatz",
  "related.heading": "Wo die Matrix zum Einsatz kommt",

  "cta.heading": "Legen Sie die Stufen mit uns fest",
  "cta.text": "Senden Sie uns Pläne oder einige Fotos und schreiben Sie, wofür das Modell gebraucht wird. Wir füllen die Matrix Bauteil für Bauteil aus und bieten genau diesen Umfang zum Festpreis an.",
} satisfies SameKeys<typeof en>;
