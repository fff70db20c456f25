import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "hero.eyebrow": "Legal",
  "hero.lead": "How Pontos 3D Kft. handles the personal data you send through this website: what we collect, why, for how long, who can see it, and how you can use your rights under the GDPR.",

  "sections.0.heading": "Who is responsible for your data",
  "sections.0.blocks.0": "This policy explains how we process the personal data you give us through this website. It is based on the General Data Protection Regulation, Regulation (EU) {{gdprRegulationNumber}} (GDPR), and on the Hungarian {{infotvAct}} on the right to informational self-determination and on the freedom of information (Infotv.).",
  "sections.0.blocks.1": "- Controller: Pontos 3D Kft., a limited liability company registered in Hungary\n- Seat: {{companySeat}}, Hungary\n- Company register: Fővárosi Törvényszék Cégbírósága (Company Registry Court of Budapest), company registration number {{companyRegistrationNumber}}\n- Phone: {{companyPhone}}\n- General e-mail: info@pontos3d.example\n- Privacy contact: privacy@pontos3d.example",
  "sections.0.blocks.2": "Write to privacy@pontos3d.example with any question or request about your personal data, or send a letter to our seat. Our Istanbul office is a branch of the same company, not a separate controller.",

  "sections.1.heading": "What we collect",
  "sections.1.blocks.0": "You can browse this website without giving us any personal data. We collect only what you type or attach in one of its three forms, and what the server records when a form is sent.",
  "sections.1.blocks.1": "### Quote request",
  "sections.1.blocks.2": "- Your name, company, e-mail address, phone number, country and city\n- The project type and, if you give them, its details, such as the level of detail, drawing scales, tolerances or reporting frequency\n- If you give them: the site area, your deadline and other details of the project\n- If you attach them: drawings, photos, models, point clouds or documents, up to {{uploadLimitMb}} MB in total",
  "sections.1.blocks.3": "### Contact message",
  "sections.1.blocks.4": "- Your name, e-mail address, the topic and your message\n- If you give them: your phone number, company, the project location and the services you are interested in\n- If you attach them: files",
  "sections.1.blocks.5": "### Expert call request",
  "sections.1.blocks.6": "- Your name, e-mail address, phone number and the topic of the call\n- The day you prefer, the time window and your time zone\n- If you give them: your company and a message",
  "sections.1.blocks.7": "### What the server records with every enquiry",
  "sections.1.blocks.8": "With each enquiry the server stores the time it was received, the language of the page, your IP address and your browser's user-agent string, a short text that names the browser and operating system. We use them to answer you in your language, to detect abuse and to keep the service secure.",
  "sections.1.blocks.9": "Before sending a form, you tick a box to consent to the processing of your data to answer your enquiry. Giving your data is voluntary, but without the fields a form requires we cannot answer. Files you attach may themselves contain personal data, such as names in a drawing's title block; we treat them in the same way as the form.",

  "sections.2.heading": "Why we process it and on what legal basis",
  "sections.2.blocks.0": "We process your data only for the purposes below. We do not sell it, do not use it for advertising and do not build profiles. We make no decisions about you based solely on automated processing.",
  "sections.2.blocks.1": "Table: Purposes of processing and their legal bases\n| Purpose | Data | Legal basis |\n| Answering your contact message, preparing a quote, arranging and holding an expert call | The form's fields and files, the time received and the page's language | Steps taken at your request before entering into a contract, Art. 6(1)(b) GDPR, and the consent you give in the form, Art. 6(1)(a) GDPR |\n| Keeping the service secure and preventing abuse | Your IP address, the user-agent string and the count of posts per IP address held in memory | Our legitimate interest in a secure service that cannot be misused, Art. 6(1)(f) GDPR |\n| Keeping the documents of a contract that follows an enquiry | The enquiry and the documents that form part of the contract | Compliance with our obligations under Hungarian accounting and tax law, Art. 6(1)(c) GDPR |",
  "sections.2.blocks.2": "You can withdraw your consent at any time, for example by writing to privacy@pontos3d.example. The withdrawal does not affect the lawfulness of the processing before it. Where we rely on our legitimate interest, we have weighed it against your rights: we keep only the data the server needs to tell a genuine enquiry from abuse, and you can object to this processing at any time.",

  "sections.3.heading": "How long we keep it",
  "sections.3.blocks.0": "We keep personal data no longer than its purpose requires. Our systems and staff apply the following periods.",
  "sections.3.blocks.1": "Table: Retention periods\n| Data | How long we keep it |\n| Enquiries, their attached files and the copy of the e-mail in our inbox | {{leadRetention}} from receipt, then deleted |\n| Files uploaded but never sent with a form | Deleted automatically after {{unclaimedUploadHours}} hours |\n| The count of posts per IP address | Held in the server's memory for {{rateWindowMinutes}} minutes and never stored |\n| The documents of a contract that follows an enquiry | As long as Hungarian accounting and tax law requires |",
  "sections.3.blocks.2": "If you ask us to erase your data, we do not wait for the end of the period: we delete your enquiry, its files and any e-mail about it still waiting to be sent without delay.",

  "sections.4.heading": "Who receives it",
  "sections.4.blocks.0": "Your enquiry is read by the staff of our Budapest and Istanbul offices who deal with it. Apart from them, only two service providers receive it, as processors acting on our instructions:",
  "sections.4.blocks.1": "- Our hosting provider, on whose server in the European Union the website, the database of enquiries and the uploaded files are kept\n- Our e-mail delivery (SMTP) provider, which passes each enquiry on to our company inbox",
  "sections.4.blocks.2": "We do not sell personal data and do not pass it on to third parties for their own purposes. We disclose it to courts or authorities only where the law obliges us to.",

  "sections.5.heading": "Transfers to our Istanbul office",
  "sections.5.blocks.0": "Our Istanbul office, at {{istanbulOfficeAddress}}, Türkiye, is a branch of Pontos 3D Kft. Its staff can read enquiries so that they can answer clients and projects in the region. Under the GDPR, making your data accessible in Türkiye is a transfer to a third country.",
  "sections.5.blocks.1": "The European Commission has not adopted an adequacy decision for Türkiye. We therefore base these transfers on the Standard Contractual Clauses adopted by the European Commission in Implementing Decision (EU) {{sccDecisionNumber}}, and access is limited to the staff who answer your enquiry. You can ask for a copy of these safeguards at privacy@pontos3d.example.",

  "sections.6.heading": "No cookies and no tracking",
  "sections.6.blocks.0": "This website sets no cookies. It loads nothing from third parties: no analytics, no advertising, no social media plug-ins and no externally hosted fonts. Links to Google Maps and to our social media pages are plain links; nothing is loaded from those services until you click one.",
  "sections.6.blocks.1": "Your browser's local storage holds two entries, on your device only: the language you chose and your answer to the privacy notice. The site does not send them anywhere. Our Cookie Policy, linked at the foot of every page, describes them and explains how to remove them.",

  "sections.7.heading": "Your rights and how to use them",
  "sections.7.blocks.0": "Articles 15 to 22 of the GDPR give you the following rights over your personal data:",
  "sections.7.blocks.1": "- Access: to learn whether we process data about you and to receive a copy of it\n- Rectification: to have inaccurate data corrected and incomplete data completed\n- Erasure: to have your data deleted, for example when we no longer need it or you withdraw your consent\n- Restriction: to have the processing limited, for example while we check whether the data is accurate\n- Portability: to receive the data you gave us in a structured, commonly used, machine-readable format, or to have it sent to another controller\n- Objection: to object, on grounds relating to your particular situation, to processing based on our legitimate interest\n- Withdrawal of consent: at any time, without affecting the lawfulness of the processing before the withdrawal",
  "sections.7.blocks.2": "To use any of these rights, write to privacy@pontos3d.example or send a letter to Pontos 3D Kft., {{companySeat}}, Hungary. We answer within one month of receipt, free of charge. If we cannot tell whether a request comes from you, we may ask for information to confirm your identity.",

  "sections.8.heading": "Complaints",
  "sections.8.blocks.0": "If you believe that we process your personal data unlawfully, you can write to us first at privacy@pontos3d.example so that we can put it right. You also have the right to lodge a complaint with the Hungarian supervisory authority:",
  "sections.8.blocks.1": "- Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH), the Hungarian National Authority for Data Protection and Freedom of Information\n- Address: {{naihAddress}}\n- Postal address: {{naihPostalAddress}}\n- Website: www.naih.hu",
  "sections.8.blocks.2": "You can also complain to the supervisory authority of the EU Member State where you live or work or where the alleged infringement took place, or take the matter to court. In Hungary the regional courts (törvényszék) hear such cases, and you can bring the action before the court of your place of residence or stay.",

  "sections.9.heading": "Changes to this policy",
  "sections.9.blocks.0": "We revise this policy when the way we process personal data changes, for example when a form, a retention period or a service provider changes. The date of the last revision is shown on this page.",
} satisfies PageWords<typeof page>;
