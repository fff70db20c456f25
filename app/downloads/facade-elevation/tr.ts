import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Cephe görünüşü {{cadScaleDetailed}}",
  sampleNotice: "Temsilî örnek: kurgusal bir bina; çizim, örnek rölövenin birleştirilmiş nokta bulutundan üretilmiştir",
  "drawing.storeys.0": "Zemin kat",
  "drawing.storeys.1": "1. kat",
  "drawing.storeys.2": "2. kat",
  "drawing.storeys.3": "3. kat",
  "drawing.level": "{height} m EOMA",
  "drawing.ground": "Zemin kotu",
  heading: "Güney görünüşü, sokak cephesi",
  "block.project": "Proje",
  "block.projectValue": "Temsilî cephe rölövesi: dört katlı bir sokak cephesi, Budapeşte",
  "block.drawing": "Çizim",
  "block.drawingValue": "Güney görünüşü (sokak cephesi)",
  "block.number": "Çizim no.",
  "block.scale": "Ölçek",
  "block.sheet": "Pafta boyutu",
  "block.date": "Tarih",
  "block.revision": "Revizyon",
  "block.revisionValue": "{revision}: ilk yayım",
  "block.crs": "Koordinat sistemi",
  "block.crsValue": "EOV (HD72), yükseklikler EOMA",
  "block.status": "Durum",
  "block.statusValue": "Temsilî örnek; uygulamaya esas değildir",
  "notes.heading": "Notlar",
  "notes.source":
    "Bu paftayla birlikte verilen DXF dosyasından ({file}) çizilmiştir: aynı çizgiler, metre biriminde; x ekseni cephenin batı ucundan cephe boyunca, y ekseni zemin kotundan yukarı doğrudur.",
  "notes.origin": "Çizim eksenlerinin başlangıç noktası: EOV {e} E, {n} N, {h} m EOMA.",
  "notes.units": "Ölçüler metre cinsindendir. Kat döşemelerinin kotları hem zemine göre hem de EOMA sisteminde verilmiştir.",
  "notes.reveals":
    "Pencere ve kapı glafları {reveal} m derinliğindedir; çizim kuralı gereği sol üstten gelen ışığın düşürdüğü gölgeyle gösterilmiştir.",
  "notes.targets":
    "Kontrol ağının cephe hedefleri (T) ve bağımsız denetim noktaları (C), {date} tarihinde takeometreyle ölçüldükleri konumlarda gösterilmiştir.",
  "notes.check": "Baskı üzerinden ölçü almadan önce ölçeği çubuk ölçekle kontrol edin.",
  "scaleBar.unit": "m",
  dxfOrigin:
    "Pontos 3D örnek cephe görünüşü. Metre; x cephenin batı ucundan cephe boyunca, y zemin kotundan yukarı; başlangıç EOV {e} E, {n} N, {h} m EOMA.",
} satisfies SameKeys<typeof en>;
