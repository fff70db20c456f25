import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Homlokzatrajz, M {{cadScaleDetailed}}",
  sampleNotice: "Szemléltető minta: kitalált épület, a mintafelmérés illesztett pontfelhője alapján rajzolva",
  "drawing.storeys.0": "Földszint",
  "drawing.storeys.1": "I. emelet",
  "drawing.storeys.2": "II. emelet",
  "drawing.storeys.3": "III. emelet",
  "drawing.level": "{height} mBf",
  "drawing.ground": "Terepszint",
  heading: "Déli utcai homlokzat",
  "block.project": "Projekt",
  "block.projectValue": "Szemléltető homlokzatfelmérés: négyszintes utcai homlokzat, Budapest",
  "block.drawing": "Rajz tartalma",
  "block.drawingValue": "Déli homlokzat (utcai)",
  "block.number": "Rajzszám",
  "block.scale": "Méretarány",
  "block.sheet": "Lapméret",
  "block.date": "Dátum",
  "block.revision": "Változat",
  "block.revisionValue": "{revision}: első kiadás",
  "block.crs": "Koordináta-rendszer",
  "block.crsValue": "EOV (HD72), balti alapszintű magasságok (EOMA)",
  "block.status": "Állapot",
  "block.statusValue": "Szemléltető minta, kivitelezésre nem használható",
  "notes.heading": "Megjegyzések",
  "notes.source":
    "A lappal együtt kiadott DXF-fájl ({file}) alapján rajzolva: ugyanazok a vonalak, méterben; az x tengely a homlokzat nyugati végétől a homlokzat mentén, az y tengely a terepszinttől felfelé mutat.",
  "notes.origin": "A rajzi koordináta-rendszer kezdőpontja: EOV Y = {e}, X = {n}, magasság {h} mBf.",
  "notes.units":
    "A méretek méterben értendők. A padlószintek magasságát a terepszinthez és a balti alapszinthez (EOMA) viszonyítva is megadtuk.",
  "notes.reveals":
    "Az ablak- és ajtókávák mélysége {reveal} m; a kávákat a rajzi szokás szerinti, bal felülről érkező fény vetett árnyéka jelzi.",
  "notes.targets":
    "Az alappontháló homlokzati jelei (T) és a független ellenőrző pontok (C), mérőállomással bemért helyükön (a mérés napja: {date}).",
  "notes.check": "Mielőtt nyomatról méretet venne le, ellenőrizze a méretarányt a grafikus léptéken.",
  "scaleBar.unit": "m",
  dxfOrigin:
    "Pontos 3D minta homlokzatrajz. Méterben; x a homlokzat nyugati végétől a homlokzat mentén, y a terepszinttől felfelé; kezdőpont: EOV Y = {e}, X = {n}, magasság {h} mBf.",
} satisfies SameKeys<typeof en>;
