import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Kaynaklar",
  "page.title": "Kaynaklar: blog, rehberler ve indirmeler",
  "page.h1": "Kaynaklar",
  "page.description": "3D lazer tarama, Scan to BIM ve ölçüm üzerine makaleler, uygulamalı rehberler ve indirilebilir örnek dosyalar.",
} satisfies SameKeys<typeof en>;
