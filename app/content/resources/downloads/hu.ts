import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Letöltések",
  "page.title": "Letöltések: minták, LOD-mátrix és ellenőrzőlisták",
  "page.h1": "Letöltések",
  "page.description": "QA/QC-mintajelentés, {{cadScaleDetailed}}-es mintahomlokzatrajz, LOD-mátrix, felmérési feladatleírás-sablon, helyszíni és átadási ellenőrzőlisták, ingyen letölthetők.",

  "hero.eyebrow": "Tudástár",
  "hero.lead": "Egy homlokzatfelmérés mintamunkarészei, a szerződéshez csatolható LOD-mátrix, egy felmérési feladatleírás-sablon és a csapatunk által is használt ellenőrzőlisták. Minden fájl ingyenes és az Ön nyelvén érhető el, űrlap kitöltése nélkül.",
  "hero.actions.resources/samples": "Nyissa meg a mintapontfelhőt",
  "hero.actions.contact": "Kérjen mintát a projektjéhez",

  "groups.sample-deliverables.heading": "Mintamunkarészek",
  "groups.sample-deliverables.intro": "Egy szemléltető homlokzatfelmérés, egészen a megrendelőnek átadott fájlokig: a jelentés, amely igazolja az adatokat, és a belőlük készült rajz. Az épület és a számok kitaláltak; a módszerek, a tűrések és a felépítés a mieink.",
  "groups.templates-and-checklists.heading": "Sablonok és ellenőrzőlisták",
  "groups.templates-and-checklists.intro": "Saját projektjéhez használható dokumentumok: a modellel szemben támasztott követelmények rögzítéséhez, ahhoz, hogy minden felmérő ugyanarra a feladatra adjon árat, a helyszín előkészítéséhez és az átadott anyag ellenőrzéséhez.",

  "documents.qa-qc-report.title": "QA/QC-mintajelentés",
  "documents.qa-qc-report.text": "Az alappontháló, az illesztési középhiba (RMSE) és az alappontonkénti maradék eltérések, a független ellenőrző pontok, a modell és a pontfelhő eltérésének statisztikái színkódolt eltéréstérképpel, valamint az aláírt jóváhagyás.",
  "documents.qa-qc-report.page": "Nyissa meg az ellenőrzött pontfelhőt",
  "documents.facade-elevation.title": "Mintahomlokzatrajz {{cadScaleDetailed}} méretarányban",
  "documents.facade-elevation.text": "Az utcai homlokzat az illesztett pontfelhőből rajzolva, A2-es lapon, szintmagasságokkal, méretláncokkal és a bemért jelekkel, valamint a DXF-fájl, amelyből készült, méterben, rétegekre bontva.",
  "documents.lod-matrix.title": "LOD-mátrix",
  "documents.lod-matrix.text": "Modellelemek kidolgozottsági szintenként, {{lod200}}-tól {{lod400}}-ig: mit modellezünk az egyes szinteken, és milyen tűréssel. Szerződéshez vagy BIM-megvalósítási tervhez csatolható; a CSV-fájl Excelben is megnyílik.",
  "documents.lod-matrix.page": "Olvassa el a LOD-mátrixot a weboldalon",
  "documents.survey-brief.title": "Felmérési feladatleírás-sablon",
  "documents.survey-brief.text": "A kérdések, amelyek alapján minden felmérő ugyanarra a feladatra ad árat: cél, felmérendő terület, munkarészek, kidolgozottsági szint, pontosság, koordináta-rendszer, bejutás és ütemterv. Képernyőn vagy papíron is kitölthető.",
  "documents.site-access-checklist.title": "Ellenőrzőlista: bejutás, engedélyek és munkavédelem",
  "documents.site-access-checklist.text": "Mit kell elintézni, mielőtt a felmérőcsapat megérkezik egy üzembe, szállodába vagy használatban lévő épületbe: munkavédelmi oktatás, munkaengedélyek, robbanásveszélyes területek, kísérés, kulcsok és munkaidő.",
  "documents.delivery-checklist.title": "Átadási ellenőrzőlista",
  "documents.delivery-checklist.text": "Mit ellenőrizzen, amikor megérkeznek az adatok: formátumok, koordináta-rendszer, fájlelnevezés, illesztési jelentés és RMSE, lefedettség, valamint a modell a megállapodott kidolgozottsági szinthez mérve.",

  "notes.heading": "A fájlokról",
  "notes.blocks.made-from-data": "Minden fájl a weboldal mögötti adatokból készül, így a benne szereplő számok megegyeznek a szolgáltatási oldalainkon közöltekkel. A fájlok az oldal nyelvén érhetők el: angol, török vagy német változatukhoz váltson nyelvet az oldal tetején.",
  "notes.blocks.samples-for-your-project": "### Az Ön projektjéhez illő minták",
  "notes.blocks.comparable-work": "A mintacsomag egyetlen homlokzatot mutat be. Ha a sajátjához hasonló munkák anyagait szeretné látni, például egy technológiai üzemét, egy szállodáét vagy egy hajóét, írjon nekünk: hasonló projektekből küldünk pontfelhő-kivágatokat, modelleket, rajzokat és jelentéseket, a megrendelő adatai nélkül.",

  "cta.heading": "Kérjen mintacsomagot a projektjéhez",
  "cta.text": "Írja meg, mit tervez, és hasonló munkákból küldünk munkarészeket; vagy kérjen telefonos egyeztetést, és egy földmérőnkkel átbeszélheti a feladatleírását.",
  "cta.actions.contact": "Minták kérése",
  "cta.actions.talk-to-an-expert": "Beszéljen szakértőnkkel",
} satisfies SameKeys<typeof en>;
