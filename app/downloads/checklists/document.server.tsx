import { Text } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { FramedPage, renderDocument, styles } from "../pdf/frame.server";

const checklist =
  (title: string) =>
  (lang: Lang): Promise<Uint8Array<ArrayBuffer>> => {
    const words = { title, pageOf: "{page}/{pages}" };
    return renderDocument(
      lang,
      words.title,
      <FramedPage words={words}>
        <Text style={styles.h1}>{words.title}</Text>
      </FramedPage>,
    );
  };
export const renderSiteAccessPdf = checklist("Site access");
export const renderDeliveryPdf = checklist("Delivery");
