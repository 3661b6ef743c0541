/** A local SMTP server for tests: collects the messages it receives. */
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { freePort } from "./spawn-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** `port`: listen there (e.g. where a server under test was told the mail server is); default any free port. */
export async function startTestSmtp({ port: wanted = 0 }: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // A client that vanishes mid-message (a server under test killed with SIGKILL) makes the
  // connection fail with ECONNRESET; that message was not accepted, and the test goes on.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A URL where nothing listens: a port that was free a moment ago. */
export async function deadSmtpUrl(): Promise<string> {
  return `smtp://127.0.0.1:${await freePort()}`;
}
