import { Text } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { FramedPage, renderDocument, styles } from "../pdf/frame.server";

export function renderPdf(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const words = { title: "Facade elevation", pageOf: "{page}/{pages}" };
  return renderDocument(
    lang,
    words.title,
    <FramedPage words={words}>
      <Text style={styles.h1}>{words.title}</Text>
    </FramedPage>,
  );
}
