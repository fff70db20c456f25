import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "{{treeStandardShort}} ağaç envanteri",
    lead: "Planlama ve tasarım için {{treeStandard}}'ye uygun ağaç envanteri: her ağaç etiketlenir, A, B, C veya U olarak sınıflandırılır, kök koruma alanı vaziyet planınıza işlenir.",
    facts: [
      "{{treeStandard}}'ye uygun envanter",
      "Koruma kategorileri",
      "Günde incelenen ağaç sayısı",
      "Rapor teslimi (iş günü)",
    ],
    alt: "Tacı tarama noktalarıyla dolu bir ağacın çizgi çizimi; gövdesinin çevresinde kesikli çizgiyle kök koruma alanı ve yatay bir lazer tarama çizgisi",
  },
  definition: {
    nav: "Genel bakış",
    heading: "{{treeStandardShort}} ağaç envanteri nedir?",
    term: "{{treeStandardShort}} ağaç envanteri",
    text: "{{treeStandard}} ağaç envanteri, bir proje alanında veya hemen yakınında bulunan ve inşaattan etkilenebilecek her ağacı kayda geçirir, kalitesini ve değerini sınıflandırır. İmar idareleri hangi ağaçların korunacağına bu envantere bakarak karar verir; tasarımcılar ise kök koruma alanlarını temelleri, altyapı hatlarını ve kot değişikliklerini ağaçlardan uzak tutmak için kullanır.",
    points: [
      "A kategorisi: korunması kuvvetle beklenen yüksek kaliteli ağaçlar",
      "B kategorisi: mümkün olduğunca korunması gereken orta kaliteli ağaçlar",
      "C kategorisi: tasarımı kısıtlamaması gereken düşük kaliteli ağaçlar",
      "U kategorisi: durumu nedeniyle korunmaya uygun olmayan ağaçlar",
      "Ağaç listesi, kök koruma alanları ve ağaç kısıtlamaları planı",
    ],
  },
  benefits: {
    nav: "Avantajlar",
    heading: "Ağaç envanterini neden erken yaptırmalısınız?",
    intro: "Ağaçları hesaba katarak tasarım yapmak, yerleşim kesinleşmeden önce en ucuzudur. Fizibilite aşamasında yapılan bir envanter nerede inşa edebileceğinizi gösterir ve belediyenin ağaç uzmanının soracağı soruları önceden yanıtlar.",
    cards: [
      {
        title: "İmar sürecine hazır",
        text: "Envanter, ağaç listesi ve ağaç kısıtlamaları planı; imar idarelerinin ve ağaç uzmanlarının beklediği {{treeStandard}} formatında hazırlanır.",
        metric: "standardın {{treeStandardEdition}} baskısı",
      },
      {
        title: "Net koruma kategorileri",
        text: "Her ağaç ve ağaç grubu gerekçeleriyle birlikte A, B, C veya U olarak sınıflandırılır; tasarım ekibi yerleşimi hangi ağaçların belirlediğini bilir.",
        metric: "koruma kategorileri",
      },
      {
        title: "Verimli saha çalışması",
        text: "Ekibimiz günde {{treesPerDay}} ağaca kadar etiketleme, ölçüm ve değerlendirme yapar; konumlar GNSS/RTK ile belirlenir veya topografik ölçümden alınır.",
        metric: "günde incelenen ağaç",
      },
      {
        title: "Hızlı raporlama",
        text: "Ağaç listesi, kısıtlamalar planı ve rapor saha çalışmasından {{treeTurnaroundDays}} iş günü sonra teslim edilir; tasarım toplantılarına ve başvuruya yetişir.",
        metric: "rapor teslimi (iş günü)",
      },
    ],
  },
  visual: {
    heading: "Kök koruma alanları vaziyet planınızda",
    alt: "Yandan görünüşte bir ağaç: tacı tarama noktalarıyla dolu, dibinde kök koruma alanının yarıçapı işaretli, yanında bir kategori etiketi",
    caption: "Her ağaç, ölçülen konumunda taç genişliği ve kök koruma alanıyla birlikte, kategorisine göre renk kodlu olarak topografik ölçümle aynı altlığa işlenir.",
    metrics: [
      "{{treeStandardEdition}} yöntemi",
      "kategoriler",
      "günde incelenen ağaç",
      "rapor teslimi (iş günü)",
    ],
  },
  scope: {
    nav: "Kapsam",
    heading: "Envanterin kapsamı",
    intro: "Ağaç envanteri ağaç sayısına göre fiyatlandırılır. Vaziyet planını veya alan sınırını gönderin; kimse yola çıkmadan ağaçları sayıp teklifimizi iletelim.",
    included: [
      "Alandaki her ağacın ve alanı etkileyebilecek komşu parsellerdeki ağaçların incelenmesi",
      "Tek ağaçlara numaralı etiket; ağaç grupları ve canlı çitler ayrı öğe olarak kaydedilir",
      "Tür, boy, gövde çapı, taç genişliği, yaş evresi ve sağlık durumu",
      "Her ağaç ve grup için A, B, C veya U koruma kategorisi",
      "Her ağaç için {{treeStandard}}'ye göre hesaplanan kök koruma alanı",
      "Gözlemleri ve ön bakım önerilerini içeren ağaç listesi",
      "Taçları, kök koruma alanlarını ve kategorileri gösteren ağaç kısıtlamaları planı",
    ],
    addOns: [
      "Ağaç konumlarını ve kotlarını GNSS/RTK veya takeometreyle belirleyen topografik ölçüm",
      "Önerilen yerleşim planınızın ağaçlara etkisinin değerlendirilmesi",
      "Ağaçların korunmasına yönelik uygulama yöntemi bildirimi ve ağaç koruma planı",
      "Taçların ve ağaç örtüsünün lazer taraması veya drone ile kaydı",
      "Koruma çitlerinin kök koruma alanları boyunca sahada aplikasyonu",
    ],
  },
  formats: {
    nav: "Formatlar",
    heading: "Teslim formatları",
    intro: "Planlar sizin veya bizim topografik altlığımız üzerine, tasarımın geri kalanıyla aynı koordinat sisteminde çizilir.",
    groups: [
      "Çizimler",
      "Ağaç listesi",
      "CBS verileri",
    ],
  },
  faq: {
    nav: "SSS",
    heading: "Ağaç envanteri hakkında sorular",
    items: [
      {
        q: "A, B, C ve U kategorileri ne anlama gelir?",
        a: "A kategorisindeki ağaçlar yüksek kalite ve değere sahiptir; korunmaları kuvvetle beklenir. B kategorisi orta kalitededir ve mümkün olduğunca korunmalıdır; C kategorisi düşük kalitededir ve tasarımı kısıtlamamalıdır. U kategorisindeki ağaçlar ise ne inşa edilirse edilsin, durumları nedeniyle korunmaya uygun değildir.",
      },
      {
        q: "Kök koruma alanı nedir?",
        a: "Kök koruma alanı (RPA), yeterli miktarda kök ve toprağın inşaattan zarar görmeden kalması için ağacın çevresinde dokunulmadan bırakılan alandır. {{treeStandard}} bu alanı gövde çapından hesaplar; köklerin binalar, yollar veya kot farkları nedeniyle sınırlandığı yerlerde alanın şekli uyarlanabilir. Üzerinde anlaşılmış bir yöntem olmadan bu alanda kazı, malzeme depolama veya kot değişikliği yapılmaz.",
      },
      {
        q: "Ağaç kısıtlamaları planı nedir?",
        a: "Ölçülen her ağacı kategorisi, taç genişliği ve kök koruma alanıyla, gerektiğinde oluşturduğu gölgeyle birlikte gösteren bir vaziyet planıdır. Mimarlar bu planı altlık olarak kullanarak binaları, yolları ve altyapı hatlarını korunmaya değer ağaçlardan uzağa yerleştirir.",
      },
      {
        q: "Ağaç envanteri ne zaman yapılmalı?",
        a: "Yerleşim kesinleşmeden, mümkün olan en erken aşamada; çünkü bir binayı kâğıt üzerinde kaydırmak, imar itirazından sonra projeyi yeniden tasarlamaktan çok daha ucuzdur. Ağaçlar her mevsimde incelenebilir; yapraklanma durumunun değerlendirmeyi sınırladığı yerleri raporda belirtiriz.",
      },
      {
        q: "Ağaç envanteri nasıl fiyatlandırılır?",
        a: "Ağaç sayısına göre; ağaç grupları ve canlı çitler ayrı birer öğe olarak sayılır. Vaziyet planı, alan sınırı veya hava fotoğrafı gönderin, {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifimizi iletelim.",
      },
      {
        q: "Ağaç envanteri ne kadar sürer?",
        a: "Ekibimiz sahada günde {{treesPerDay}} ağaca kadar değerlendirme yapar; saha çalışmasının süresi ağaç sayısına bağlıdır. Ağaç listesi, ağaç kısıtlamaları planı ve rapor, saha çalışmasından {{treeTurnaroundDays}} iş günü sonra teslim edilir.",
      },
      {
        q: "Ağaç envanteri topografik ölçümle birleştirilebilir mi?",
        a: "Evet, en verimli yöntem de budur. Harita ekibimiz ağaçların konumlarını ve kotlarını GNSS/RTK veya takeometreyle belirler; böylece ağaçlar, kotlar ve sınırlar ulusal koordinat sisteminde ya da yerel saha sisteminizde tek bir altlıkta yer alır.",
      },
      {
        q: "{{treeStandardShort}} envanterini hangi ülkelerde yapıyorsunuz?",
        a: "Birleşik Krallık'ta; ayrıca tutarlı ve tanınmış bir değerlendirme isteyen işverenler ve tasarım ekipleri için Macaristan, Türkiye ve Almanya'da. Birleşik Krallık dışında yerel ağaç koruma mevzuatı da geçerlidir; rapor, bu kuralların {{treeStandard}} yöntemine ek getirdiği noktaları belirtir.",
      },
    ],
  },
  cta: {
    heading: "Ağaç envanterinizi planlayın",
    text: "Vaziyet planını veya alan sınırını yaklaşık ağaç sayısıyla birlikte gönderin. {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifinizi alın.",
  },
} satisfies SameShape<typeof en>;
