import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Földmérés",
    lead: "Topográfiai felmérés, terepmodell és szintvonalas térkép {{landHorizontal}} vízszintes és {{landVertical}} magassági középhibával (RMSE), drónnal vagy földi méréssel, GNSS/RTK-val és mérőállomással.",
    facts: [
      "Vízszintes pontosság (RMSE)",
      "Magassági pontosság (RMSE)",
      "Drónnal felmért terület naponta",
      "Átadás a terepi munka után",
    ],
    alt: "Szkennelési pontokkal árnyalt drótvázas terepmodell szintvonalakkal, három megjelölt geodéziai alapponttal és egy vízszintes lézerszkennelési vonallal",
  },
  definition: {
    nav: "Áttekintés",
    heading: "Mi a földmérés?",
    term: "Földmérés",
    text: "A földmérés a terep alakját és mindazt rögzíti, ami rajta van: magasságokat, határokat, épületeket, utakat, fákat és a látható közműveket. A nagy területeket drónos fotogrammetriával, a részleteket a földön GNSS/RTK-val és mérőállomással mérjük; mindezt egyetlen alapponthálóhoz kötjük, és az Ön koordináta-rendszerében adjuk át.",
    points: [
      "Topográfiai felmérés magassági pontokkal, törésvonalakkal és felszíni elemekkel",
      "Digitális terepmodellek és szintvonalas térképek tervezéshez és földmunkához",
      "{{landControl}}-es alappontháló a tervezés és a kitűzés alapjaként",
      "Országos rendszerek (EOV/HD72, TUREF/ITRF96, ETRS89/UTM) vagy helyi építési koordináta-rendszer",
    ],
  },
  benefits: {
    nav: "Előnyök",
    heading: "Miért velünk végeztesse a földmérést?",
    intro: "A szintek, a vízelvezetés és a földmunka-mennyiségek mind a terepmodellen múlnak. Megadott pontossággal mérjük fel, és ezt független ellenőrző pontokkal igazoljuk.",
    cards: [
      {
        title: "Megadott, igazolt pontosság",
        text: "Minden felmérést független pontokon ellenőrzünk, és középhibában (RMSE) adjuk meg: {{landHorizontal}} vízszintesen és {{landVertical}} magasságban.",
        metric: "vízszintes középhiba (RMSE)",
      },
      {
        title: "Nagy területek, gyorsan",
        text: "Drónos fotogrammetriával naponta akár {{landDroneHectaresPerDay}} hektárt mérünk fel; a pontosságról illesztőpontok, a fák alatti és a szegélyek menti részletekről GNSS/RTK-mérés gondoskodik.",
        metric: "drónnal felmért terület naponta",
      },
      {
        title: "Újra felhasználható alappontok",
        text: "Az alappontokat {{landControl}} pontossággal építjük ki és átadjuk, így a tervezők, a kivitelezők és a kitűzés is ugyanazokból a pontokból dolgozik.",
        metric: "alappontháló",
      },
      {
        title: "Gyors átadás",
        text: "A topográfiai térképet, a terepmodellt és a szintvonalakat a terepi munka után {{landDeliveryDays}} nappal kapja meg, tervezésre és engedélyezésre készen.",
        metric: "az átadásig",
      },
    ],
  },
  visual: {
    heading: "A terepi adatoktól a terepmodellig",
    alt: "Szkennelési pontokkal kitöltött terepmetszet szintvonalakkal és három, alappontháló-szerűen összekötött geodéziai alapponttal",
    caption: "A drónfelvételeket és a GNSS/RTK-méréseket az alappontháló alapján dolgozzuk fel terepmodellé, szintvonalakká és topográfiai térképpé, egyetlen koordináta-rendszerben.",
    metrics: [
      "vízszintes középhiba (RMSE)",
      "magassági középhiba (RMSE)",
      "alappontháló",
      "drónnal felmért terület naponta",
    ],
  },
  scope: {
    nav: "Tartalom",
    heading: "Mit tartalmaz a felmérés?",
    intro: "Minden felmérésre fix díjas ajánlatot adunk a terület határa, a részletesség és a szükséges munkarészek alapján.",
    included: [
      "Alappontháló kiépítése GNSS/RTK-val és mérőállomással, {{landControl}} pontossággal",
      "Topográfiai részletek: épületek, szegélyek, falak, kerítések, fák és látható közművek",
      "Magassági pontok és törésvonalak minden lejtésváltásnál",
      "Digitális terepmodell és szintvonalak",
      "Topográfiai térkép DWG és PDF formátumban",
      "Felmérési jelentés az alappontok koordinátáival és a pontossági statisztikákkal",
    ],
    addOns: [
      "Drónos ortofotó a teljes területről",
      "Aknák és vízelvezetés felmérése fedlap- és folyásfenék-szintekkel",
      "Telekhatárok és kerítésvonalak felmérése",
      "Keresztszelvények és hossz-szelvények utakhoz és földmunkákhoz",
      "Bevágási és töltési földtömeg-számítás",
      "{{treeStandardShort}} szerinti fakataszter ugyanazon az alaptérképen",
    ],
  },
  formats: {
    nav: "Formátumok",
    heading: "Átadási formátumok",
    intro: "A fájlokat a kezdetben egyeztetett koordináta- és magassági rendszerben, az Ön CAD-szabványa szerinti rétegekkel adjuk át.",
    groups: [
      "CAD-rajzok",
      "Terepmodellek és magassági rácsok",
      "Térinformatikai adatok és ortofotók",
      "Pontfelhők",
    ],
  },
  faq: {
    nav: "GYIK",
    heading: "Kérdések a földmérésről",
    items: [
      {
        q: "Milyen pontos a földmérésük?",
        a: "A topográfiai adatokat {{landHorizontal}} vízszintes és {{landVertical}} magassági pontossággal adjuk át, független ellenőrző pontokhoz viszonyított középhibaként (RMSE) megadva. Az alattuk lévő alappontháló pontossága {{landControl}}. A felmérési jelentés tartalmazza az alappontok koordinátáit és az ellenőrzés eredményeit, így az értékek ellenőrizhetők.",
      },
      {
        q: "Drónos vagy földi felmérés: melyikre van szükségem?",
        a: "A drón naponta akár {{landDroneHectaresPerDay}} hektárt is felmér, és nagy, nyílt területekre való. Földi méréssel, GNSS/RTK-val és mérőállomással naponta nagyjából {{landGroundHectaresPerDay}} hektárt mérünk fel, de azt is rögzítjük, amit a kamera nem lát: a fák alatti terepet, a szegélyek homlokát, az aknák folyásfenekét és a küszöböket. A legtöbb területen a kettőt kombináljuk, az arányukat az ajánlatban javasoljuk.",
      },
      {
        q: "Mennyi ideig tart a földmérés?",
        a: "A terepi munka a módszertől függ: drónnal naponta akár {{landDroneHectaresPerDay}} hektár, földi méréssel nagyjából {{landGroundHectaresPerDay}} hektár. A rajzokat és modelleket a terepi munka után {{landDeliveryDays}} nappal adjuk át.",
      },
      {
        q: "Milyen koordináta-rendszert használnak?",
        a: "Az országos rendszerben adjuk át az adatokat (Magyarországon EOV/HD72, Törökországban TUREF/ITRF96, Németországban ETRS89/UTM), vagy a projekt helyi építési koordináta-rendszerében, ha van ilyen. A magasságokat az országos magassági rendszerben adjuk meg, hacsak másként nem kéri.",
      },
      {
        q: "Mi a digitális terepmodell?",
        a: "A DTM a csupasz terepfelszín modellje, amelyet magassági pontokból és törésvonalakból építünk fel, az épületek és a növényzet nélkül. A tervezők a szintek, a vízelvezetés és a földmunka-mennyiségek meghatározásához használják; LandXML-ként vagy GeoTIFF formátumú magassági rácsként adjuk át a szintvonalak mellett.",
      },
      {
        q: "Fel tudnak mérni sűrű növényzetű területet?",
        a: "Igen, a módszert a körülményekhez igazítva. A fotogrammetria csak a látható terepet méri, ezért a lombkorona alatt földi méréssel, GNSS/RTK-val vagy mérőállomással mérjük a magasságokat, és ugyanabba a modellbe illesztjük őket.",
      },
      {
        q: "Felhasználható a felmérés később a kitűzéshez?",
        a: "Igen. Átadjuk a {{landControl}} pontossággal kiépített alapponthálót a koordinátákkal és pontleírásokkal, így a kivitelező és kitűzőcsapatunk ugyanazokból a pontokból dolgozik, mint a tervezők. Ez megelőzi az eltolódásokat, amelyek akkor jelentkeznek, ha minden fél saját alappontokat létesít.",
      },
      {
        q: "Mire van szükségük tőlünk az ajánlathoz?",
        a: "A terület határára vagy címére, a felmérés céljára és az esetleges különleges igényekre, például vízelvezetésre, a fák helyzetére vagy az épületek körvonalára. {{quoteTurnaroundHours}} órán belül fix díjas ajánlatot küldünk.",
      },
    ],
  },
  cta: {
    heading: "Kezdje pontos terepmodellel",
    text: "Küldje el a terület határát és a felmérés célját. {{quoteTurnaroundHours}} órán belül fix díjas ajánlatot kap, a rajzokat pedig a terepi munka után {{landDeliveryDays}} nappal.",
  },
} satisfies SameShape<typeof en>;
