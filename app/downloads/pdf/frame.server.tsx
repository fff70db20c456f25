import type { ReactNode } from "react";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { COMPANY, OFFICES } from "~/site/company";
import { SITE_URL } from "~/site/site-url";
import { FAMILY, registerFonts } from "./fonts.server";

/** The site's design tokens as the documents use them (app/app.css). */
export const INK = {
  950: "#060a13",
  900: "#0b1220",
  700: "#243049",
  500: "#56627c",
  300: "#b4bccc",
  200: "#d7dce6",
  100: "#eceff4",
  50: "#f6f7fa",
};
export const LASER = "#b3de1f";
export const SIGNAL = "#1d55d6";
export const DANGER = "#c8231b";

export const styles = StyleSheet.create({
  /**
   * No line height on the page: the renderer drops text drawn at render time (the page number, and
   * with it the footer) when it inherits one, and a line height inherited through a View comes out
   * nearly doubled. Each text style sets its own; `text` is the one for running text.
   */
  page: { fontFamily: FAMILY, fontSize: 9.5, color: INK[900], paddingTop: 64, paddingBottom: 56, paddingHorizontal: 44 },
  header: {
    position: "absolute",
    top: 22,
    left: 44,
    right: 44,
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "center",
    borderBottomWidth: 1,
    borderBottomColor: INK[200],
    paddingBottom: 8,
  },
  brand: { fontSize: 11, fontWeight: 700, color: INK[950] },
  brandMark: { color: LASER },
  headerTitle: { fontSize: 8, color: INK[500] },
  footer: {
    position: "absolute",
    bottom: 22,
    left: 44,
    right: 44,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7.5,
    color: INK[500],
    borderTopWidth: 1,
    borderTopColor: INK[200],
    paddingTop: 6,
  },
  sampleBand: {
    backgroundColor: INK[900],
    color: "#ffffff",
    fontSize: 8,
    fontWeight: 600,
    paddingVertical: 4,
    paddingHorizontal: 8,
    marginBottom: 14,
    borderRadius: 2,
  },
  h1: { fontSize: 20, fontWeight: 700, color: INK[950], marginBottom: 6, lineHeight: 1.2 },
  h2: { fontSize: 12.5, fontWeight: 700, color: INK[950], marginTop: 16, marginBottom: 6, lineHeight: 1.25 },
  h3: { fontSize: 10, fontWeight: 600, color: INK[950], marginTop: 10, marginBottom: 4, lineHeight: 1.3 },
  lead: { fontSize: 10.5, color: INK[700], marginBottom: 10, lineHeight: 1.45 },
  text: { lineHeight: 1.45 },
  muted: { color: INK[500] },
  row: { flexDirection: "row" },
});

export interface FrameWords {
  /** The document's title, in its header and its metadata. */
  title: string;
  /** "Illustrative sample: invented building and figures" or undefined for templates. */
  sampleNotice?: string;
  /** "Page {page} of {pages}". */
  pageOf: string;
}

/** The frame of every page of a generated document: the brand and title above, the company and page number below. */
export function FramedPage({
  words,
  children,
  size = "A4",
  orientation = "portrait",
}: {
  words: FrameWords;
  children: ReactNode;
  size?: "A4" | "A3";
  orientation?: "portrait" | "landscape";
}) {
  const site = SITE_URL.replace(/^https?:\/\//, "");
  return (
    <Page size={size} orientation={orientation} style={styles.page}>
      <View style={styles.header} fixed>
        <Text style={styles.brand}>
          Pontos<Text style={styles.brandMark}> 3D</Text>
        </Text>
        <Text style={styles.headerTitle}>{words.title}</Text>
      </View>
      {words.sampleNotice ? <Text style={styles.sampleBand}>{words.sampleNotice}</Text> : null}
      {children}
      <View style={styles.footer} fixed>
        <Text>
          {COMPANY.legalName} · {OFFICES[0].phone} · {COMPANY.email} · {site}
        </Text>
        <Text
          render={({ pageNumber, totalPages }) => words.pageOf.replace("{page}", String(pageNumber)).replace("{pages}", String(totalPages))}
        />
      </View>
    </Page>
  );
}

/** The document being made: one at a time, as each registers the fonts afresh (fonts.server.ts). */
let queue: Promise<unknown> = Promise.resolve();

/** Renders a document to PDF bytes, with its title, author and language in the file's metadata. */
export function renderDocument(lang: Lang, title: string, pages: ReactNode): Promise<Uint8Array<ArrayBuffer>> {
  const made = queue.then(async () => {
    registerFonts();
    const buffer = await renderToBuffer(
      <Document title={title} author={COMPANY.legalName} creator={COMPANY.name} producer={COMPANY.name} language={lang}>
        {pages}
      </Document>,
    );
    return new Uint8Array(buffer);
  });
  queue = made.catch(() => undefined);
  return made;
}
