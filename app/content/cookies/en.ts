import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Cookie Policy",
  "page.title": "Cookie Policy",
  "page.h1": "Cookie policy",
  "page.description": "Why this website sets no cookies, what it keeps in your browser's storage and how to remove it.",

  "hero.eyebrow": "Legal",
  "hero.lead": "This website sets no cookies and loads nothing from third parties. It keeps at most two small entries in your browser's local storage, the second only if you ask it to remember your language. This page says what they hold, how long they stay, why they need no consent and how to remove them.",

  "sections.0.heading": "No cookies, nothing from third parties",
  "sections.0.blocks.0": "A cookie is a small file that a website asks your browser to keep and to send back with every later request. This website sets none: not its own, and not those of anyone else.",
  "sections.0.blocks.1": "It also loads nothing from other companies' servers. There are:",
  "sections.0.blocks.2": "- No analytics or visitor statistics\n- No advertising and no retargeting\n- No social media plug-ins or share buttons that load content\n- No externally hosted fonts, videos or maps",
  "sections.0.blocks.3": "The links to Google Maps and to our social media pages are plain links. Nothing is loaded from those services until you click one; from then on, their own privacy and cookie policies apply.",

  "sections.1.heading": "What the site keeps in your browser",
  "sections.1.blocks.0": "Local storage is a space in your browser where a website can keep short pieces of text on your device. Unlike a cookie, an entry there is not sent to the server with each request. Until you answer the language question, this website keeps nothing there. After that it keeps one entry, or two if you accept:",
  "sections.1.blocks.1": "Table: Entries this website keeps in your browser's local storage\n| Name | What it holds | Why | How long |\n| cookie-consent | Your answer to the language question: accepted or declined | So that the question does not appear again once you have answered it | Until you clear the site's data in your browser |\n| language | Only if you accepted: the language of the page on which you accepted, or the language you later picked in the language menu, as a short code: en, tr, hu or de | So that the bare address, without a language in it, opens in your language when you come back | Until you decline on this page or clear the site's data in your browser |",
  "sections.1.blocks.2": "The site keeps nothing in your browser's session storage and sets no cookies. Both entries stay on your device: the site does not send them to our server or to anyone else, and we cannot read them. Neither holds personal data about you beyond your answer and the language.",

  "sections.2.heading": "Why we do not ask for consent",
  "sections.2.blocks.0": "Storing information on your device, or reading it there, needs your consent unless it is strictly necessary to provide a service you have explicitly asked for (Art.\u00a05(3) of the ePrivacy Directive; in Germany §\u00a025(2) no.\u00a02 TDDDG; in Hungary §\u00a0155(4) of {{electronicCommunicationsAct}} on electronic communications). The two entries fall under that exception: one keeps the answer you gave, the other the language you asked the site to remember. We store nothing else, so we need no consent and do not ask for one.",
  "sections.2.blocks.1": "### The language question",
  "sections.2.blocks.2": "On your first visit, a small box asks whether the site should remember your language. We offer it as a convenience, not as a request for consent. If you accept, the site keeps the language of the page you are on and, later, any language you pick in the language menu, so that the bare address opens in it next time. If you decline, it keeps no language, removes one it had kept, and keeps only your answer, so that the question does not come back. The site works in the same way whichever you choose.",
  "sections.2.blocks.3": "If your browser blocks local storage, the site still works. The question then disappears for the page you are on and may appear again on the next one.",
  "sections.2.blocks.4": "You can change your answer at any time: with the control below, which appears when JavaScript is on, or by clearing this site's data in your browser.",

  "sections.3.heading": "How to clear the entries",
  "sections.3.blocks.0": "You can delete both entries at any time by clearing this site's data in your browser. The steps are much the same in every common browser, though the names of the menus vary a little:",
  "sections.3.blocks.1": "- Google Chrome and Microsoft Edge on a computer: click the icon to the left of the address in the address bar, open the site settings or the cookies and site data, and delete the data of this site.\n- Mozilla Firefox: click the padlock to the left of the address and choose to clear cookies and site data.\n- Safari on a Mac: open the Safari settings, go to Privacy, manage the website data, select this site and remove it.\n- Safari on an iPhone or iPad: open the Settings app, go to Safari, then Advanced and Website Data, and delete the entry for this site.\n- Chrome on Android: open the menu, go to Settings, then Site settings and All sites, choose this site and clear its data.",
  "sections.3.blocks.2": "In a private or incognito window, the browser deletes both entries itself when you close the window.",
  "sections.3.blocks.3": "Once the entries are gone, the language question appears again on your next visit, and the bare address opens in your browser's language.",

  "sections.4.heading": "Changes and questions",
  "sections.4.blocks.0": "We revise this policy whenever what the site keeps in your browser changes, for example if it were ever to set a cookie or load content from a third party. The date of the last revision is shown on this page.",
  "sections.4.blocks.1": "Our Privacy Policy explains how we handle the personal data you send us through the forms. For any question about this policy, write to privacy@pontos3d.example.",
} satisfies PageWords<typeof page>;
