import type { WordsFile } from "../words.ts";

/**
 * The site's words outside the pages, by group: menus and footer (`nav`, `footer`), the language
 * question (`cookies`), how a figure reads with a word around it (`figures`), words that content
 * pages share (`content`) and the rest every page may show (`common`). A page's own names (label,
 * title, h1, description) are in its folder, app/content/<page key>/<lang>.ts.
 */
export interface Catalogue {
  readonly nav: {
    readonly mainLabel: string;
    readonly services: string;
    readonly sectors: string;
    readonly projects: string;
    readonly resources: string;
    readonly about: string;
    readonly offices: string;
    readonly contact: string;
    readonly allServices: string;
    readonly allSectors: string;
    readonly allResources: string;
    readonly openMenu: string;
    readonly closeMenu: string;
    readonly menuTitle: string;
    readonly language: string;
    readonly skipToContent: string;
    readonly emailUs: string;
    readonly regions: string;
    readonly quoteClaim: string;
    readonly quoteShort: string;
    readonly submenu: string;
    readonly breadcrumb: string;
    readonly homeLinkLabel: string;
    readonly groupBlurbs: {
      readonly aec: string;
      readonly industrial: string;
      readonly construction: string;
      readonly maritime: string;
      readonly drone: string;
    };
  };
  readonly footer: {
    readonly tagline: string;
    readonly offices: string;
    readonly headquarters: string;
    readonly officeHours: string;
    readonly quickLinks: string;
    readonly legal: string;
    readonly languages: string;
    readonly follow: string;
    readonly email: string;
    readonly viewOnMap: string;
    readonly opensInNewTab: string;
    readonly rights: string;
  };
  readonly cookies: {
    readonly title: string;
    readonly text: string;
    readonly offer: string;
    readonly private: string;
    readonly policyLink: string;
    readonly accept: string;
    readonly decline: string;
    readonly savedTitle: string;
    readonly savedAccepted: string;
    readonly savedDeclined: string;
    readonly memoryHeading: string;
    readonly memoryAccepted: string;
    readonly memoryDeclined: string;
    readonly memoryUnanswered: string;
    readonly memoryRemember: string;
    readonly memoryForget: string;
  };
  /** How a figure reads with a word around it: a text asks for one as {{fact|format}}. */
  readonly figures: {
    readonly hours: string;
    readonly days: string;
    readonly workingDays: string;
    /** The quote promise: hours counted on working days only. */
    readonly hoursOnWorkingDays: string;
    readonly upTo: string;
    readonly moreThan: string;
  };
  /** Words that content pages share. */
  readonly content: {
    readonly onThisPage: string;
    readonly includedAsStandard: string;
    readonly optionalAddOns: string;
    readonly lastUpdated: string;
    readonly comingSoon: string;
    readonly sideMenu: string;
    readonly challenge: string;
    readonly solution: string;
    readonly viewSamples: string;
    readonly filterByCountry: string;
    readonly allProjects: string;
    readonly projectsIn: {
      readonly hungary: string;
      readonly germany: string;
    };
    readonly projectsLead: {
      readonly hungary: string;
      readonly germany: string;
    };
    readonly noProjectsFrom: string;
    readonly noProjectsMatch: string;
    /** Beneath a sector page's featured services: the other services that serve the sector. */
    readonly moreServicesForSector: string;
    readonly talkToTeam: string;
    readonly client: string;
    readonly servicesUsed: string;
    /** The link after a list of case studies to the page that lists them all. */
    readonly allCaseStudies: string;
    /** The proof on a service page: its case studies (or its sectors' ones) and the sectors it serves. */
    readonly proof: {
      readonly caseStudiesNav: string;
      readonly caseStudies: string;
      readonly sectorCaseStudies: string;
      readonly sectorsNav: string;
      readonly sectors: string;
    };
    /** A file on the Downloads page that is an illustrative sample is labelled as one. */
    readonly download: {
      readonly sample: string;
    };
    /** The guides written for a service, on its page. */
    readonly guides: {
      readonly nav: string;
      readonly heading: string;
    };
    /** The heading of the pages that belong with an about page, a resource, a guide or a legal text. */
    readonly related: {
      readonly about: string;
      readonly resources: string;
      readonly "resources/guides": string;
      readonly legal: string;
    };
  };
  readonly common: {
    readonly inThisSection: string;
    readonly officesHeading: string;
    readonly notFoundTitle: string;
    readonly notFoundText: string;
    readonly notFoundSuggestions: string;
    readonly goHome: string;
    readonly errorTitle: string;
    readonly errorText: string;
    readonly busyText: string;
    readonly redirectTitle: string;
    readonly redirectText: string;
    readonly redirectLink: string;
    readonly notifications: string;
    readonly close: string;
  };
}

/**
 * A catalogue file as it is written: one text a line under its path ("nav.services"), in the one
 * words format (app/i18n/words.ts). Each of the four files satisfies it, so a text missing from any
 * of them, English included, or a path the catalogue does not have, fails the type check in that file.
 */
export type CatalogueWords = WordsFile<Catalogue>;
