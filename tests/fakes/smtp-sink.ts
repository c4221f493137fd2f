import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string; html: string };

/** Undoes quoted-printable (what nodemailer uses for French text) so tests read plain UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
  } catch {
    return bytes;
  }
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** Every leaf part of a message with this content type, nested multiparts included: headers and raw body. */
function parts(raw: string, type: string): { headers: string; body: string }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  return boundaries.flatMap((boundary) =>
    raw
      .split(`--${boundary}`)
      .filter((p) => new RegExp(`^\\s*Content-Type: ${type}`, "i").test(p))
      .map((found) => {
        const split = found.search(/\r?\n\r?\n/);
        return { headers: found.slice(0, split), body: found.slice(split).replace(/^\r?\n\r?\n/, "").replace(/\r?\n$/, "") };
      }),
  );
}

/** The part of a multipart message with this content type, decoded. */
function part(raw: string, type: string): string {
  const found = parts(raw, type)[0];
  if (!found) return "";
  const { headers, body } = found;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, "base64").toString("utf8");
  return /quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
}

/** The PDF files attached to a message: their names and bytes. */
export function pdfAttachments(mail: ReceivedMail): { filename: string; content: Buffer }[] {
  return parts(mail.raw, "application/pdf").map(({ headers, body }) => ({
    filename: decodeHeader(/filename="?([^"\r\n]+)"?/i.exec(headers)?.[1] ?? ""),
    content: Buffer.from(body.replace(/\s+/g, ""), "base64"),
  }));
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): it keeps every message it
 * accepts, and can be stopped and started again on the same port to play an outage.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private boundPort = 0;

  /** `onMessage` sees each message as it is accepted (the browser suite files them for every worker). */
  constructor(
    private readonly wantedPort = 0,
    private readonly onMessage: (mail: ReceivedMail) => void = () => undefined,
  ) {}

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1].replace(/\r?\n[ \t]/g, " ") ?? "";
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: decodeHeader(subject),
            text: part(raw, "text/plain"),
            html: part(raw, "text/html"),
          };
          this.received.push(mail);
          this.onMessage(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.boundPort || this.wantedPort, "127.0.0.1", () => resolve());
    });
    this.boundPort = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  get port(): number {
    return this.boundPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.boundPort}`;
  }

  /** Messages sent to `address`, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
