import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Letöltések",
  "page.title": "Letöltések: minták, LOD-mátrix és ellenőrzőlisták",
  "page.h1": "Letöltések",
  "page.description": "Minta QA/QC jelentés és {{cadScaleDetailed}} homlokzati rajz, LOD-mátrix, felmérési megbízás sablon, helyszíni és átadási ellenőrzőlisták ingyenesen.",

  "hero.eyebrow": "Források",
  "hero.lead": "Egyetlen homlokzatfelmérés minta munkarészei, a szerződéshez csatolható LOD-mátrix, felmérési megbízás sablon és a csapatunk által is használt ellenőrzőlisták. Minden fájl ingyenes és az Ön nyelvén érhető el, űrlap kitöltése nélkül.",
  "hero.actions.resources/samples": "Nyissa meg a minta pontfelhőt",
  "hero.actions.contact": "Kérjen mintát a projektjéhez",

  "groups.sample-deliverables.heading": "Minta munkarészek",
  "groups.sample-deliverables.intro": "Egy szemléltető homlokzatfelmérés, egészen a megrendelőnek átadott fájlokig: a jelentés, amely igazolja az adatokat, és a belőlük készült rajz. Az épület és a számok kitaláltak; a módszerek, a tűrések és a felépítés a mieink.",
  "groups.templates-and-checklists.heading": "Sablonok és ellenőrzőlisták",
  "groups.templates-and-checklists.intro": "Saját projektjéhez használható dokumentumok: a modell specifikálásához, ahhoz, hogy minden felmérő ugyanarra a terjedelemre adjon árat, a helyszín előkészítéséhez és az átadott anyag ellenőrzéséhez.",

  "documents.qa-qc-report.title": "Minta QA/QC jelentés",
  "documents.qa-qc-report.text": "Az alappontháló, a regisztráció RMSE-értéke és az illesztőpontonkénti maradék eltérések, a független ellenőrzőpontok, a modell és a pontfelhő eltérésének statisztikái színkódolt eltéréstérképpel, valamint a jóváhagyás.",
  "documents.qa-qc-report.page": "Nyissa meg az ellenőrzött pontfelhőt",
  "documents.facade-elevation.title": "Minta homlokzati nézet {{cadScaleDetailed}} méretarányban",
  "documents.facade-elevation.text": "Az utcai homlokzat a regisztrált pontfelhőből rajzolva, A2-es lapon, szintmagasságokkal, méretláncokkal és a mérési jelekkel, valamint a DXF-fájl, amelyből készült, méterben, rétegekre bontva.",
  "documents.lod-matrix.title": "LOD-mátrix",
  "documents.lod-matrix.text": "Modellelemek részletezettségi szintenként, {{lod200}}-tól {{lod400}}-ig: mit modellezünk az egyes szinteken, és milyen tűréssel. Szerződéshez vagy BIM megvalósítási tervhez csatolható; a CSV-fájl Excelben is megnyílik.",
  "documents.lod-matrix.page": "Olvassa el a LOD-mátrixot a weboldalon",
  "documents.survey-brief.title": "Felmérési megbízás sablon",
  "documents.survey-brief.text": "A kérdések, amelyek alapján minden felmérő ugyanarra a terjedelemre ad árat: cél, kiterjedés, munkarészek, részletezettség, pontosság, koordináta-rendszer, hozzáférés és ütemezés. Képernyőn vagy papíron is kitölthető.",
  "documents.site-access-checklist.title": "Ellenőrzőlista: helyszíni hozzáférés, engedélyek és munkavédelem",
  "documents.site-access-checklist.text": "Mit kell elintézni, mielőtt a felmérőcsapat megérkezik egy üzembe, szállodába vagy használatban lévő épületbe: munkavédelmi oktatás, munkavégzési engedélyek, veszélyes területek, kísérés, kulcsok és munkaidő.",
  "documents.delivery-checklist.title": "Átadási ellenőrzőlista",
  "documents.delivery-checklist.text": "Mit ellenőrizzen, amikor megérkeznek az adatok: formátumok, koordináta-rendszer, fájlelnevezés, regisztrációs jelentés és RMSE, lefedettség, valamint a modell a megállapodott részletezettséghez mérve.",

  "notes.heading": "A fájlokról",
  "notes.blocks.made-from-data": "Minden fájl a weboldal mögötti adatokból készül, így a benne szereplő számok megegyeznek a szolgáltatási oldalainkon közöltekkel. A fájlok az oldal nyelvén érhetők el: angol, török vagy német változatukhoz váltson nyelvet az oldal tetején.",
  "notes.blocks.samples-for-your-project": "### Az Ön projektjéhez illő minták",
  "notes.blocks.comparable-work": "A mintacsomag egyetlen homlokzatot mutat be. Ha a sajátjához hasonló munkák anyagait szeretné látni, például egy technológiai üzemét, egy szállodáét vagy egy hajóét, írjon nekünk: hasonló projektekből küldünk pontfelhő-kivágatokat, modelleket, rajzokat és jelentéseket, a megrendelő adatai nélkül.",

  "cta.heading": "Kérjen mintacsomagot a projektjéhez",
  "cta.text": "Írja meg, mit tervez, és hasonló munkákból küldünk munkarészeket; vagy egyeztessen hívást, hogy egy földmérővel átbeszélje a megbízást.",
  "cta.actions.contact": "Minták kérése",
  "cta.actions.talk-to-an-expert": "Beszéljen szakértővel",
} satisfies SameKeys<typeof en>;
