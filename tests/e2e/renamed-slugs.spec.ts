import { expect, test } from "@playwright/test";

/** Turkish and Hungarian sub-path slugs renamed after the copy review: the old addresses keep working. */
const RENAMED: [from: string, to: string][] = [
  ["/tr/hizmetler/endustriyel-tesis/as-built-kalite-kontrol", "/tr/hizmetler/endustriyel-tesis/uygulama-kontrolu"],
  ["/tr/hizmetler/insaat-bim/as-built-ilerleme-takibi", "/tr/hizmetler/insaat-bim/mevcut-durum-ve-ilerleme-takibi"],
  ["/tr/projeler/alfold-pharma-debrecen-scan-to-bim-as-built", "/tr/projeler/alfold-pharma-debrecen-scan-to-bim-mevcut-durum-modeli"],
  ["/hu/szolgaltatasok/aec-megoldasok/fafelmeres", "/hu/szolgaltatasok/aec-megoldasok/fakataszter"],
  ["/hu/szolgaltatasok/ipari-letesitmeny", "/hu/szolgaltatasok/ipari-letesitmenyek"],
  ["/hu/szolgaltatasok/ipari-letesitmeny/scan-to-bim", "/hu/szolgaltatasok/ipari-letesitmenyek/scan-to-bim"],
  ["/hu/szolgaltatasok/dronos-fotogrammetria/meglevo-allapot-terkep", "/hu/szolgaltatasok/dronos-fotogrammetria/allapotterkep"],
  [
    "/hu/szolgaltatasok/epitoipari-bim/megvalosulasi-felmeres-es-elorehaladas-kovetes",
    "/hu/szolgaltatasok/epitoipari-bim/megvalosulas-es-elorehaladas",
  ],
];

test.describe("renamed slugs", () => {
  test("old addresses answer with a permanent redirect to the new one in the same language", async ({ request }) => {
    for (const [from, to] of RENAMED) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 308], from).toContain(response.status());
      expect(new URL(response.headers().location, "http://x").pathname, from).toBe(to);
    }
  });

  test("a query survives the redirect, and the new address is the page", async ({ request, page }) => {
    const redirect = await request.get("/hu/szolgaltatasok/aec-megoldasok/fafelmeres?ref=mail", { maxRedirects: 0 });
    expect(redirect.headers().location).toBe("/hu/szolgaltatasok/aec-megoldasok/fakataszter?ref=mail");
    const response = await page.goto("/tr/hizmetler/endustriyel-tesis/as-built-kalite-kontrol");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/tr/hizmetler/endustriyel-tesis/uygulama-kontrolu");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  });

  test("the new addresses are pre-rendered pages, the old ones are not pages any more", async ({ request }) => {
    for (const [from, to] of RENAMED) {
      expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
      expect((await request.get(from, { maxRedirects: 0 })).status(), from).not.toBe(200);
    }
  });
});
