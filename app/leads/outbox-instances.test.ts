import { tmpdir } from "node:os";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLeadTransport, type LeadTransport } from "./mailer.server.ts";
import { startOutbox, type Outbox } from "./outbox.server.ts";
import type { LeadRepository } from "./repository.server.ts";
import { TEST_STORES } from "./testing/stores.ts";

// Two outboxes on one store, as two instances would run them, sending to a real SMTP server that
// is slower than the lease: a mail must still reach the company once.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(50);
  }
}

/** Throw this from a sink's answer to refuse the message with that SMTP code. */
class SmtpRefusal extends Error {
  responseCode: number;
  constructor(code: number, message: string) {
    super(message);
    this.responseCode = code;
  }
}

/**
 * A real SMTP server whose answer to the n-th message (from 1) is up to `answer`: it resolves to
 * accept the message, throws an SmtpRefusal to refuse it, and may take its time either way.
 */
async function startSink(answer: (n: number) => Promise<unknown>) {
  const accepted: string[] = [];
  let received = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const n = ++received;
      simpleParser(stream)
        .then(async (mail) => {
          await answer(n);
          accepted.push(mail.subject?.match(/[QCE]-\d{4}-[0-9A-Z]{5}/)?.[0] ?? "");
          callback();
        })
        .catch((error: Error) => {
          refused++;
          callback(error);
        });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The references of the messages accepted, in order. */
    accepted,
    received: () => received,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(TEST_STORES)("two outboxes on one $name store", (store) => {
  describe.skipIf(Boolean(store.skipReason))(store.skipReason ? `skipped: ${store.skipReason}` : "on a real database", () => {
    let transports: LeadTransport[] = [];
    let outboxes: Outbox[] = [];
    let closeSink: () => Promise<void> = async () => {};

    beforeAll(store.start, 60_000);
    afterAll(store.stop, 30_000);
    afterEach(async () => {
      vi.useRealTimers();
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
      for (const transport of transports) transport.close();
      await closeSink();
      await store.closeInstances();
      outboxes = [];
      transports = [];
    });

    /** An outbox on `repo` sending to `smtpUrl`, looking for due mail five times a second. */
    function outboxOn(repo: LeadRepository, smtpUrl: string, leaseMs = 1500): Outbox {
      // With an SMTP URL nothing is written to the mail folder.
      const transport = createLeadTransport({ smtpUrl, mailDir: tmpdir() });
      transports.push(transport);
      const outbox = startOutbox({ repo, transport, intervalMs: 200, baseBackoffMs: 500, leaseMs, log: () => {} });
      outboxes.push(outbox);
      return outbox;
    }

    const enquiry = (i: number) => ({ kind: "contact" as const, lang: "en" as const, fields: { name: `Visitor ${i}` }, fileIds: [] });
    const statusOf = async (repo: LeadRepository, ref: string) => (await repo.getSubmission(ref))!.mail.status;

    it("a send slower than the lease (1.5 s) goes out once: three enquiries, three mails", async () => {
      const sink = await startSink(() => sleep(4000));
      closeSink = sink.close;
      const [a, b] = await store.instances(2);
      outboxOn(a, sink.url);
      outboxOn(b, sink.url);
      const refs: string[] = [];
      for (let i = 0; i < 3; i++) refs.push((await a.createSubmission(enquiry(i))).ref);

      const allSent = async () => (await Promise.all(refs.map((ref) => statusOf(a, ref)))).every((status) => status === "sent");
      await waitFor(allSent, 15_000);
      // Stopping waits for any send still in progress, so a duplicate would be in the sink by now.
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
      expect([...sink.accepted].sort()).toEqual([...refs].sort());
      for (const ref of refs) expect((await a.getSubmission(ref))!.mail).toMatchObject({ status: "sent", attempts: 1 });
    }, 20_000);

    it("a failure reported after the lease ran out never turns a sent mail back, and the mail goes out once", async () => {
      // The first delivery is held 6 s and then refused for now; later ones are accepted at once.
      const sink = await startSink(async (n) => {
        if (n > 1) return;
        await sleep(6000);
        throw new SmtpRefusal(451, "try again later");
      });
      closeSink = sink.close;
      const [a, b] = await store.instances(2);
      // A lease of 3 s, renewed every second: a loaded machine may delay one renewal, not two.
      outboxOn(a, sink.url, 3000);
      outboxOn(b, sink.url, 3000);
      const { ref } = await a.createSubmission(enquiry(0));

      // Every status the row passes through, in order.
      const history: string[] = [];
      let watching = true;
      const watcher = (async () => {
        while (watching) {
          const status = await statusOf(a, ref);
          if (history.at(-1) !== status) history.push(status);
          await sleep(20);
        }
      })();
      try {
        await waitFor(async () => sink.refused() === 1 && (await statusOf(a, ref)) === "sent", 15_000);
        await Promise.all(outboxes.map((outbox) => outbox.stop()));
      } finally {
        watching = false;
        await watcher;
      }
      // The watcher samples every 20 ms and may have stopped before it saw the last change.
      const last = await statusOf(a, ref);
      if (history.at(-1) !== last) history.push(last);
      expect(sink.accepted).toEqual([ref]);
      // Renewed in time, the holder records its refusal and sends again; on a loaded machine a renewal
      // may come late and the other instance send it meanwhile. Either way, once sent it stays sent.
      expect([
        ["pending", "failed-retrying", "sent"],
        ["pending", "sent"],
      ]).toContainEqual(history);
      expect((await a.getSubmission(ref))!.mail).toMatchObject({ status: "sent", attempts: 2 });
    }, 20_000);

    // SQLite's clock is this process's: the whole store would run ahead with it.
    it.skipIf(store.name === "SQLite")(
      "an instance whose clock runs 11 minutes ahead does not take a mail another is sending",
      async () => {
        const sink = await startSink(() => sleep(2000));
        closeSink = sink.close;
        const [a, b] = await store.instances(2);
        outboxOn(a, sink.url, 5 * 60_000);
        const { ref } = await a.createSubmission(enquiry(0));
        await waitFor(() => sink.received() === 1, 5000);
        // From here on this process's clock, which instance b reads, is 11 minutes ahead.
        vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000, shouldAdvanceTime: true });
        outboxOn(b, sink.url, 5 * 60_000);
        await waitFor(async () => (await statusOf(a, ref)) === "sent", 10_000);
        await Promise.all(outboxes.map((outbox) => outbox.stop()));
        expect(sink.accepted).toEqual([ref]);
      },
      20_000,
    );
  });
});
