import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Homlokzati nézet, M {{cadScaleDetailed}}",
  sampleNotice: "Szemléltető minta: kitalált épület, a mintafelmérés regisztrált pontfelhőjéből rajzolva",
  "drawing.storeys.0": "Földszint",
  "drawing.storeys.1": "I. emelet",
  "drawing.storeys.2": "II. emelet",
  "drawing.storeys.3": "III. emelet",
  "drawing.level": "{height} mBf",
  "drawing.ground": "Terepszint",
  heading: "Déli homlokzat, utcai front",
  "block.project": "Projekt",
  "block.projectValue": "Szemléltető homlokzatfelmérés: négyszintes utcai homlokzat, Budapest",
  "block.drawing": "Rajz",
  "block.drawingValue": "Déli homlokzat (utcai front)",
  "block.number": "Rajzszám",
  "block.scale": "Méretarány",
  "block.sheet": "Lapméret",
  "block.date": "Dátum",
  "block.revision": "Változat",
  "block.revisionValue": "{revision}: első kiadás",
  "block.crs": "Vonatkoztatási rendszer",
  "block.crsValue": "EOV (HD72), magasságok EOMA (Balti)",
  "block.status": "Állapot",
  "block.statusValue": "Szemléltető minta, kivitelezésre nem használható",
  "notes.heading": "Megjegyzések",
  "notes.source":
    "A lappal együtt kiadott DXF-fájlból ({file}) rajzolva: ugyanazok a vonalak méterben; az x tengely a homlokzat nyugati végétől a homlokzat mentén, az y tengely a terepszinttől felfelé mutat.",
  "notes.origin": "A rajz tengelyeinek kezdőpontja: EOV Y = {e}, X = {n}, {h} mBf.",
  "notes.units": "A méretek méterben értendők. A padlószintek magassága a terepszinthez és Balti alapszinthez (EOMA) viszonyítva.",
  "notes.reveals": "Az ablak- és ajtókávák mélysége {reveal} m; a szokásos bal felső megvilágítás vetett árnyékával ábrázolva.",
  "notes.targets":
    "Az alappont-hálózat homlokzati jelei (T) és a független ellenőrzőpontok (C) a {date} mérőállomásos mérés szerinti helyükön.",
  "notes.check": "Nyomatról való méretlevétel előtt a méretarányt a léptékvonalzón ellenőrizze.",
  "scaleBar.unit": "m",
  dxfOrigin:
    "Pontos 3D minta homlokzati nézet. Méter; x a homlokzat nyugati végétől a homlokzat mentén, y a terepszinttől felfelé; kezdőpont EOV Y = {e}, X = {n}, {h} mBf.",
} satisfies SameKeys<typeof en>;
