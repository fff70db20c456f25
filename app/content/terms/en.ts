import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Terms of Service",
  "page.title": "Terms of Service",
  "page.h1": "Terms of service",
  "page.description": "The terms that apply to the use of this website and to requests for quotes.",

  "hero.eyebrow": "Legal",
  "hero.lead": "The terms on which you may use this website, run by Pontos 3D Kft. They cover the site's information and content and the enquiries you send through it; every survey we carry out is governed by its own written quote and contract.",

  "sections.0.heading": "Who we are and what these terms cover",
  "sections.0.blocks.0": "This website is run by Pontos 3D Kft., a limited liability company registered in Hungary, with its seat at {{companySeat}}, Hungary. Our Legal Notice gives the company's full details.",
  "sections.0.blocks.1": "These terms apply to your use of this site and to the enquiries you send through it. A survey is governed by the written quote you accept and the terms it names. Our services are offered to businesses, public bodies and other professional clients. How we handle the personal data you send us is explained separately in our Privacy Policy and our Cookie Policy.",

  "sections.1.heading": "Use of the site",
  "sections.1.blocks.0": "The site describes our surveying services, methods and past projects. You may use it to learn about our work, to ask for a quote, to send us a message or to book a call with one of our surveyors.",
  "sections.1.blocks.1": "When you use the site, please:",
  "sections.1.blocks.2": "- Give true information in the forms, and send only files you are entitled to share with us\n- Not send files that contain malicious code, or content that is unlawful or infringes the rights of others\n- Not try to disrupt the site, overload it with automated requests or gain access to parts of it that are not public",
  "sections.1.blocks.3": "We may refuse or delete enquiries that break these rules, and we may block access from addresses that misuse the site.",
  "sections.1.blocks.4": "We use the files you send only to assess your enquiry and prepare our quote. We treat them as confidential, share them with no one outside our company and its processors, and delete them with your enquiry (see our Privacy Policy). If you want an NDA before you send drawings, say so in your message.",

  "sections.2.heading": "Intellectual property",
  "sections.2.blocks.0": "The texts, drawings, point cloud images, models, photographs and illustrations on this site belong to Pontos 3D Kft. or are used with their owners' permission. They are protected by copyright.",
  "sections.2.blocks.1": "You may view them and print or save pages for your own information. Any other reuse, such as copying them into your own documents, tenders or websites, editing them or publishing them, requires our prior permission in writing; an e-mail is enough. To ask for it, write to info@pontos3d.example.",
  "sections.2.blocks.2": "The names of our clients and of third-party software and formats belong to their owners. Naming them does not give you any right to use them.",
  "sections.2.blocks.3": "The drawings, models and point clouds we deliver under a contract are a separate matter: the rights to use them are set out in that contract.",

  "sections.3.heading": "No contract without an accepted quote",
  "sections.3.blocks.0": "Nothing on this site is an offer to enter into a contract. This includes the descriptions of our services, the deliverables, the response and delivery times and any starting price shown.",
  "sections.3.blocks.1": "Sending a form is a request for information or for a quote. It does not bind you or us. A contract arises only when we send you a written quote and you accept it; both can be done by e-mail. Our quote binds us for {{quoteValidityDays}} days unless it names another period. Its scope, price, schedule, accuracy and deliverables are those stated in the quote.",

  "sections.4.heading": "Accuracy of the information",
  "sections.4.blocks.0": "We take care that the information on this site is correct and up to date. The accuracies, turnaround times, levels of detail and other figures it gives describe typical results on typical sites. What we achieve on your project depends on the site, the access, the conditions on the day and the scope you choose.",
  "sections.4.blocks.1": "The figures that bind us are the ones stated in the written quote for your project. If something on the site differs from your quote, the quote applies.",
  "sections.4.blocks.2": "We may change, add to or remove information on the site at any time without notice.",

  "sections.5.heading": "Liability",
  "sections.5.blocks.0": "The information on this site is general and does not replace a survey or professional advice for your project. As far as the law allows, we accept no liability for loss or damage arising from the use of the site's information or from the site being unavailable for a time.",
  "sections.5.blocks.1": "This does not limit our liability for harm caused intentionally or through gross negligence, or for harm to life, physical integrity or health, nor any other liability that the law does not allow us to exclude. Our liability for the work we carry out is governed by the quote and contract for that work.",

  "sections.6.heading": "Links to other websites",
  "sections.6.blocks.0": "The site links to other websites, such as Google Maps and our pages on social networks. We have no control over their content, availability or handling of data, and we are not responsible for them. Their own terms and privacy policies apply once you follow a link.",

  "sections.7.heading": "Changes to these terms",
  "sections.7.blocks.0": "We may revise these terms, for example when the site or the law changes. The version published when you send an enquiry applies to that enquiry; a later revision does not change it. The date of the last revision is shown on this page.",

  "sections.8.heading": "Applicable law and courts",
  "sections.8.blocks.0": "These terms and the use of this site are governed by Hungarian law.",
  "sections.8.blocks.1": "Where the law allows such an agreement, disputes arising from these terms or from the use of this site fall within the jurisdiction of the court competent for the seat of Pontos 3D Kft. in Budapest. The law and the forum for a survey contract are those named in its quote or contract.",
  "sections.8.blocks.2": "If you are a consumer, this does not take away the protection that the mandatory rules of the country of your habitual residence give you, nor your right to bring an action before its courts.",
} satisfies PageWords<typeof page>;
