import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "LOD matrisi",
  "page.title": "LOD matrisi: detay seviyesine göre model elemanları",
  "page.h1": "LOD matrisi",
  "page.description": "Scan to BIM modelinin {{lod200}}, {{lod300}}, {{lod350}} ve {{lod400}} seviyelerinde eleman eleman neleri içerdiği ve her seviyenin toleransı: burada okuyun veya sözleşmeye ekleyin.",

  "hero.eyebrow": "Kaynaklar · Scan to BIM",
  "hero.lead": "On dört model elemanı, dört detay seviyesi ve her seviyenin nokta bulutuna göre toleransı tek tabloda. Ölçüme başlamadan önce her elemanın seviyesini kararlaştırın; böylece teslim aldığınız model, sipariş ettiğiniz model olur.",
  "hero.actions.resources/downloads": "PDF veya CSV olarak indirin",

  "purpose.nav": "Ne işe yarar?",
  "purpose.heading": "Tek bir kelime yerine tek bir tablo",
  "purpose.blocks.one-table": "Mevcut bir binanın modeli üzerine çıkan anlaşmazlıkların çoğu “{{lod300}} modelleyin” cümlesiyle başlar. Taraflardan biri en küçük branşmana kadar her boruyu anlar; diğeri duvarları, döşemeleri ve ana hatları. Matris bu kelimenin yerine bir hücre koyar: her eleman için neyin modelleneceği ve nokta bulutuna ne kadar yakın olacağı.",
  "purpose.blocks.bimforum": "Seviyeler, BIMForum LOD Şartnamesi'nin eleman tanımlarını mevcut bir yapı için yorumlayarak izler: {{lod200}} seviyesinde eleman, yaklaşık boyut ve konumda genel bir yer tutucudur; {{lod300}} seviyesinde ölçülmüş boyutu, biçimi, konumu ve yönüyle modellenir; {{lod350}} diğer elemanlarla arayüzleri, {{lod400}} ise imalat ve montaj için gereken detayı ekler.",
  "purpose.blocks.existing-building": "Yeni bir tasarımda her eleman istenen seviyede çizilebilir. Rölövede ise yalnızca tarayıcının gördüğü modellenebilir; bu yüzden her hücre nokta bulutunun gösterdiğini tarif eder. Nokta bulutunun göstermediği ya modele alınmaz ya da varsayım olarak işaretlenir; hiçbir zaman ölçülmüş gibi çizilmez.",

  "matrix.nav": "Matris",
  "matrix.heading": "Her seviyede neler modellenir?",
  "matrix.intro": "Bir elemanın seviyesini seçmek için satırı, bir seviyenin tüm modelde ne anlama geldiğini görmek için sütunu okuyun. Son satır, bitmiş modelin kalite kontrol raporunda karşılaştırıldığı toleranstır.",
  "matrix.caption": "Detay seviyesine göre model elemanları ve her seviyenin nokta bulutuna göre toleransı",
  "matrix.element": "Model elemanı",
  "matrix.tolerance": "Nokta bulutuna göre tolerans",

  "matrix.elements.walls.name": "Duvarlar",
  "matrix.elements.walls.levels.lod-200": "Ölçülmüş aksları üzerinde, yaklaşık kalınlıkta ve tam kat yüksekliğinde genel duvarlar.",
  "matrix.elements.walls.levels.lod-300": "Ölçülmüş kalınlık, yükseklik ve konum; görünen yerlerde katmanlar; gerçek ölçüsünde boşluklar.",
  "matrix.elements.walls.levels.lod-350": "Döşeme, kolon ve giydirme cepheyle birleşimler; kanal, boru ve kablo tavası geçişleri.",
  "matrix.elements.walls.levels.lod-400": "Yeni işin oturacağı yerlerde lentolar, ankrajlar ve boşluk çerçeveleri.",

  "matrix.elements.floors-slabs.name": "Döşemeler",
  "matrix.elements.floors-slabs.levels.lod-200": "Her kat kotunda, yaklaşık kenarlarıyla genel döşemeler.",
  "matrix.elements.floors-slabs.levels.lod-300": "Ölçülmüş kotlar, kenarlar ve kalınlık; kot farkları, eğimler ve boşluklar; şaftlar.",
  "matrix.elements.floors-slabs.levels.lod-350": "Duvar ve kirişlere oturma detayları, kenar detayları, geçişler ve kovanlar.",
  "matrix.elements.floors-slabs.levels.lod-400": "İmal edilecek elemanlar için kenar profilleri, gömülü plakalar ve mesnet detayları.",

  "matrix.elements.roofs.name": "Çatılar",
  "matrix.elements.roofs.levels.lod-200": "Yaklaşık eğimi ve dış hatlarıyla çatı düzlemleri.",
  "matrix.elements.roofs.levels.lod-300": "Ölçülmüş eğimler, mahyalar, saçaklar ve parapetler; çatı boşlukları, kenar yükseltileri ve yağmur suyu çıkışları.",
  "matrix.elements.roofs.levels.lod-350": "Göründüğü yerlerde mertekler, aşıklar veya makaslar ve mesnetleri.",
  "matrix.elements.roofs.levels.lod-400": "Çatı çelik yapısının birleşim detayları ve çatıya konacak yeni ekipmanın mesnetleri.",

  "matrix.elements.columns-beams.name": "Kolonlar ve kirişler",
  "matrix.elements.columns-beams.levels.lod-200": "Aks sisteminde, yaklaşık kesitleriyle genel kolon ve kirişler.",
  "matrix.elements.columns-beams.levels.lod-300": "Ölçülmüş kesitler, konumlar ve kotlar; çelik elemanlar profil adlarıyla.",
  "matrix.elements.columns-beams.levels.lod-350": "Kiriş–kolon ve kiriş–döşeme birleşimleri, çaprazlar ve mesnetler.",
  "matrix.elements.columns-beams.levels.lod-400": "İmalat resimlerinde gösterildiği gibi plakalar, cıvatalar, berkitmeler ve kaynaklar.",

  "matrix.elements.stairs-ramps.name": "Merdivenler ve rampalar",
  "matrix.elements.stairs-ramps.levels.lod-200": "Yerlerinde genel merdiven kolları ve sahanlıklar.",
  "matrix.elements.stairs-ramps.levels.lod-300": "Ölçülmüş kollar, sahanlıklar, basamaklar ve rıhtlar; korkuluk ve küpeşteler ayrı eleman olarak.",
  "matrix.elements.stairs-ramps.levels.lod-350": "Limonlar ve sahanlıkların döşeme ve duvarlara bağlantıları.",
  "matrix.elements.stairs-ramps.levels.lod-400": "Korkuluk dikmeleri, konsollar ve limon bağlantı elemanları.",

  "matrix.elements.doors.name": "Kapılar",
  "matrix.elements.doors.levels.lod-200": "Yaklaşık ölçüde genel bir kapıyla boşluklar.",
  "matrix.elements.doors.levels.lod-300": "Ölçülmüş boşluk ve kanat ölçüleri, açılış yönü ve kasa; görülebiliyorsa tipi belirtilir.",
  "matrix.elements.doors.levels.lod-350": "Kasaların duvarla bağlantısı; yangın kapıları ve donanım konumları not edilir.",
  "matrix.elements.doors.levels.lod-400": "Yenisini sipariş etmeye yetecek kasa profilleri ve donanım.",

  "matrix.elements.windows.name": "Pencereler",
  "matrix.elements.windows.levels.lod-200": "Yaklaşık ölçüde genel bir pencereyle boşluklar.",
  "matrix.elements.windows.levels.lod-300": "Ölçülmüş boşluklar, denizlik ve lento kotları, kasalar ve kayıt bölüntüleri.",
  "matrix.elements.windows.levels.lod-350": "Pencere glafları, denizlikler ve kasaların duvarla bağlantısı.",
  "matrix.elements.windows.levels.lod-400": "Yenilerini sipariş etmeye yetecek kasa ve kanat profilleri.",

  "matrix.elements.curtain-walls.name": "Giydirme cepheler ve cephe elemanları",
  "matrix.elements.curtain-walls.levels.lod-200": "Ölçülmüş düzlemi üzerinde genel panellerden oluşan cephe.",
  "matrix.elements.curtain-walls.levels.lod-300": "Ölçülmüş dikme ve kayıt ızgarası, paneller, kaplama derzleri, silmeler ve balkonlar.",
  "matrix.elements.curtain-walls.levels.lod-350": "Göründüğü yerlerde konsollar ve ankrajlar; döşeme ve kolonlarla bağlantılar.",
  "matrix.elements.curtain-walls.levels.lod-400": "Yeni elemanların imalatı için profiller, konsollar ve panel kenarları.",

  "matrix.elements.ceilings.name": "Asma tavanlar",
  "matrix.elements.ceilings.levels.lod-200": "Yaklaşık yüksekliğinde genel asma tavanlar.",
  "matrix.elements.ceilings.levels.lod-300": "Ölçülmüş yükseklikler, tavan düşüşleri ve dış hatlar; taşıyıcı ızgara yönü; servis kapakları.",
  "matrix.elements.ceilings.levels.lod-350": "Askılar; plakalar kaldırılarak tarandıysa asma tavan içi.",
  "matrix.elements.ceilings.levels.lod-400": "Yeni tesisatın tavan içinden tespit edileceği yerlerde askı detayları.",

  "matrix.elements.ducts.name": "MEP: kanallar",
  "matrix.elements.ducts.levels.lod-200": "Ana kanallar, güzergâhları boyunca bölgeler olarak.",
  "matrix.elements.ducts.levels.lod-300": "Ölçüm şartnamesinde belirlenen en küçük ölçüye kadar, ölçülmüş boyut ve güzergâhıyla kanallar; menfezler ve damperler.",
  "matrix.elements.ducts.levels.lod-350": "Bağlantı parçaları, askılar, mesnetler ve duvar ile döşeme geçişleri.",
  "matrix.elements.ducts.levels.lod-400": "Gerçek ölçüleriyle flanşlar, bağlantı noktaları ve servis kapakları.",

  "matrix.elements.pipes.name": "MEP: borular",
  "matrix.elements.pipes.levels.lod-200": "Ana boru hatları, güzergâhları boyunca bölgeler olarak.",
  "matrix.elements.pipes.levels.lod-300": "Ölçüm şartnamesinde belirlenen en küçük çapa kadar, ölçülmüş çap ve güzergâhıyla borular; vanalar ayrı eleman olarak.",
  "matrix.elements.pipes.levels.lod-350": "Bağlantı parçaları, mesnetler ve askılar, yalıtım kalınlığı, geçişler.",
  "matrix.elements.pipes.levels.lod-400": "Gerçek ölçüleriyle flanşlar, vanalar ve bağlantı parçaları; bağlantı (tie-in) noktaları.",

  "matrix.elements.cable-trays.name": "MEP: kablo tavaları",
  "matrix.elements.cable-trays.levels.lod-200": "Ana tava ve merdiven tipi taşıyıcı güzergâhları, bölgeler olarak.",
  "matrix.elements.cable-trays.levels.lod-300": "Ölçülmüş genişlik, yükseklik ve güzergâhıyla tavalar ve kablo merdivenleri; düşey hatlar.",
  "matrix.elements.cable-trays.levels.lod-350": "Dirsekler, T parçaları, mesnetler ve geçişler.",
  "matrix.elements.cable-trays.levels.lod-400": "Yeni tavaların prefabrik üretileceği yerlerde konsollar ve bağlantı elemanları.",

  "matrix.elements.equipment.name": "MEP: ekipmanlar",
  "matrix.elements.equipment.levels.lod-200": "Yaklaşık boyutta kutular olarak ekipmanlar: klima santralleri, pompalar, tanklar, panolar.",
  "matrix.elements.equipment.levels.lod-300": "Nozul ve bağlantı noktalarıyla ölçülmüş dış boyutlar; okunabiliyorsa etiketler.",
  "matrix.elements.equipment.levels.lod-350": "Kaideler, ayaklar, mesnetler ve bakım için gereken boşluklar.",
  "matrix.elements.equipment.levels.lod-400": "Yerine konacak ünite için bağlantı flanşları, ankraj noktaları ve detaylar.",

  "matrix.elements.site-terrain.name": "Saha ve arazi",
  "matrix.elements.site-terrain.levels.lod-200": "Arazi yüzeyi ve kaplamalı alanların sınırları.",
  "matrix.elements.site-terrain.levels.lod-300": "Ölçülmüş arazi, bordürler, kaplama kenarları, istinat duvarları ve görünen altyapı kapakları.",
  "matrix.elements.site-terrain.levels.lod-350": "Binanın zeminle buluştuğu yerler: basamaklar, rampalar, drenaj kanalları.",
  "matrix.elements.site-terrain.levels.lod-400": "Yeni çevre düzenlemesinin bağlanacağı yerlerde kenar ve temel detayları.",

  "contract.nav": "Sözleşmede",
  "contract.heading": "Sözleşmede nasıl kullanılır?",
  "contract.blocks.attach": "Matrisi, seviyelerin tanımı olarak sözleşmeye veya BIM uygulama planına ekleyin ve yanına her elemanın seviyesini yazın. PDF'te bunun için boş bir sütun var; CSV ise aynı iş için bir hesap tablosunda açılır.",
  "contract.blocks.by-element": "### Elemana göre farklı seviyeler\n\nBir tadilatta her yerde aynı seviye nadiren gerekir. Duvarlar, döşemeler ve boşluklar {{lod300}}; asma tavanlar ve saha {{lod200}}; kanal ve borular ise yalnızca korunacakları yerlerde {{lod300}}: bu, sık kullanılan ve ekonomik bir bileşimdir.",
  "contract.blocks.by-area": "### Bölgeye göre farklı seviyeler\n\nYeni işin mevcut yapıya bağlandığı bir makine dairesi, bir tesisat şaftı veya bir taşıyıcı açıklık {{lod350}} ya da {{lod400}} seviyesinde modellenirken binanın geri kalanı {{lod300}} seviyesinde kalabilir. Bu bölgeleri bir planda işaretleyip matrisle birlikte ekleyin.",
  "contract.blocks.example": "Bu durumda şartname şöyle olur:\n\n- Mimari ve taşıyıcı sistem, tüm katlar: {{lod300}}\n- Makine dairesi ve şaftlar; kanallar, borular ve kablo tavaları: {{lod350}}\n- Makine dairesi dışındaki asma tavanlar: {{lod200}}",
  "contract.blocks.tolerance-clause": "Kabul, tolerans satırına göre yapılır: kalite kontrol raporu modeli nokta bulutuyla eleman eleman karşılaştırır ve toleransın nerede sağlandığını, binanın kendisinin nerede saptığını gösterir.",

  "notes.nav": "Notlar",
  "notes.heading": "Matrisle ilgili notlar",
  "notes.items.hidden": "Tarayıcının göremediği (duvar içleri, kapalı tavanların üstü, yalıtımın altı) açılmadıkça veya mevcut projeler verilmedikçe hiçbir seviyede modellenmez; projelerden alınan elemanlar ayrıca işaretlenir.",
  "notes.items.deviations": "Model binayı olduğu gibi izler: şakülünde olmayan duvarlar veya terazisinde olmayan döşemeler {{lod300}} ve üzerinde, tolerans içinde aynen kalır; düzeltilmez.",
  "notes.items.families": "Elemanlar, gönderdiğinizde kendi Revit şablonunuz ve ailelerinizle, göndermezseniz bizimkilerle ve BIM uygulama planınızın istediği adlandırmayla oluşturulur.",
  "notes.items.minimum-size": "Kanal, boru ve kablo tavalarında modellenecek en küçük ölçüyü ölçüm şartnamesinde belirleyin: modelleme süresini seviyenin kendisinden daha çok etkiler.",
  "notes.items.own-definitions": "BIM uygulama planınız kendi seviyelerini tanımlıyor veya bilgi için LOI kullanıyorsa ona uyarız; matris o zaman her elemanın içermesi gerekenlerin kontrol listesi olur.",

  "related.nav": "Kullanıldığı yerler",
  "related.heading": "Matris nerede kullanılır?",

  "cta.heading": "Seviyeleri bizimle birlikte seçin",
  "cta.text": "Bize projeleri veya birkaç fotoğraf gönderin ve modelin ne için kullanılacağını anlatın. Matrisi eleman eleman işaretler, tam olarak bu kapsam için sabit fiyatlı teklif veririz.",
} satisfies SameKeys<typeof en>;
