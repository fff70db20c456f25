/** One mail as the outbox hands it to the transport: the staff mail (mailer.server.ts) or the acknowledgement (acknowledgement.server.ts). */
export interface LeadMessage {
  from: string;
  to: string;
  replyTo?: string | { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  /** A file on disk by its path, or bytes the database keeps. */
  attachments: ({ filename: string; contentType: string } & ({ path: string } | { content: Buffer }))[];
}
