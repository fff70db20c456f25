import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "hero.eyebrow": "Legal",
  "hero.lead": "This website sets no cookies and loads nothing from third parties. It keeps two small entries in your browser's local storage. This page says what they hold, how long they stay and how to remove them.",

  "sections.0.heading": "No cookies, nothing from third parties",
  "sections.0.blocks.0": "A cookie is a small file that a website asks your browser to keep and to send back with every later request. This website sets none: not its own, and not those of anyone else.",
  "sections.0.blocks.1": "It also loads nothing from other companies' servers. There are:",
  "sections.0.blocks.2": "- No analytics or visitor statistics\n- No advertising and no retargeting\n- No social media plug-ins or share buttons that load content\n- No externally hosted fonts, videos or maps",
  "sections.0.blocks.3": "The links to Google Maps and to our social media pages are plain links. Nothing is loaded from those services until you click one; from then on, their own privacy and cookie policies apply.",

  "sections.1.heading": "The two entries in your browser's local storage",
  "sections.1.blocks.0": "Local storage is a space in your browser where a website can keep short pieces of text on your device. Unlike a cookie, an entry there is not sent to the server with each request. This website keeps two entries in it:",
  "sections.1.blocks.1": "Table: Entries this website keeps in your browser's local storage\n| Name | What it holds | Why | How long |\n| language | The language you chose or last used, as a short code: en, tr, hu or de | To open the site in your language when you come back to an address without a language in it | Until you clear the site's data in your browser |\n| cookie-consent | Your answer to the privacy notice: accepted or declined | So that the notice does not appear again once you have answered | Until you clear the site's data in your browser |",
  "sections.1.blocks.2": "Both entries stay on your device. The site does not send them to our server or to anyone else, and we cannot read them. Neither holds personal data about you beyond the language and the answer you gave.",

  "sections.2.heading": "Why the site still asks",
  "sections.2.blocks.0": "You may wonder why a site without cookies shows a privacy notice at all. We show it to state our choice plainly, on your first visit: no tracking, no advertising and nothing loaded from third parties.",
  "sections.2.blocks.1": "Accepting or declining changes nothing else. Whichever you choose, the site works in the same way and loads nothing more. Your answer is kept only in the cookie-consent entry, so that the notice does not come back on every page.",
  "sections.2.blocks.2": "If your browser blocks local storage, the site still works. The notice then disappears for the page you are on and may appear again on the next one.",

  "sections.3.heading": "How to clear the entries",
  "sections.3.blocks.0": "You can delete both entries at any time by clearing this site's data in your browser. The steps are much the same in every common browser, though the names of the menus vary a little:",
  "sections.3.blocks.1": "- Google Chrome and Microsoft Edge on a computer: click the icon to the left of the address in the address bar, open the site settings or the cookies and site data, and delete the data of this site.\n- Mozilla Firefox: click the padlock to the left of the address and choose to clear cookies and site data.\n- Safari on a Mac: open the Safari settings, go to Privacy, manage the website data, select this site and remove it.\n- Safari on an iPhone or iPad: open the Settings app, go to Safari, then Advanced and Website Data, and delete the entry for this site.\n- Chrome on Android: open the menu, go to Settings, then Site settings and All sites, choose this site and clear its data.",
  "sections.3.blocks.2": "In a private or incognito window, the browser deletes both entries itself when you close the window.",
  "sections.3.blocks.3": "Once the entries are gone, the privacy notice appears again on your next visit, and the site chooses its language from the address you open or from your browser's language.",

  "sections.4.heading": "Changes and questions",
  "sections.4.blocks.0": "We revise this policy whenever what the site keeps in your browser changes, for example if it were ever to set a cookie or load content from a third party. The date of the last revision is shown on this page.",
  "sections.4.blocks.1": "Our Privacy Policy explains how we handle the personal data you send us through the forms. For any question about this policy, write to privacy@pontos3d.example.",
} satisfies PageWords<typeof page>;
