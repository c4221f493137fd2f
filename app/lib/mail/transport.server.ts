import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { brand } from "../brand";
import { getConfig } from "../platform/config.server";

type MailAttachment = { filename: string; content: Buffer; contentType: string };
type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
};

/**
 * Sends one message, or throws; the outbox's sender decides what a failure means. `name` is the
 * file's when it is written as an .eml file instead.
 */
export type Deliver = (message: MailMessage, name: string) => Promise<void>;

function sender(): string {
  const { from } = getConfig().mail;
  if (from) return from;
  const { publicUrl } = getConfig();
  return `"${brand.name}" <boutique@${publicUrl ? new URL(publicUrl).hostname : "localhost"}>`;
}

let cached: { settings: string; deliver: Deliver } | undefined;

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes the file `name` (`emlFileName`) in the
 * data folder, so a shop run with `npm start` and no configuration still shows every email it
 * would send. Those files follow the outbox's bodies: erased and expired with them (`sweepEmlFiles`).
 */
export function getDeliver(): Deliver {
  const { smtpUrl, emlDir } = getConfig().mail;
  const settings = JSON.stringify([smtpUrl, emlDir, sender()]);
  if (cached?.settings === settings) return cached.deliver;
  const from = sender();
  let deliver: Deliver;
  if (smtpUrl) {
    // Bounded waits: a message is leased to one sender for longer than these add up to.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    deliver = async (message) => {
      await transport.sendMail({ from, ...message });
    };
  } else {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    deliver = async (message, name) => {
      const info = await transport.sendMail({ from, ...message });
      fs.mkdirSync(emlDir, { recursive: true });
      fs.writeFileSync(path.join(emlDir, name), info.message as Buffer);
    };
  }
  cached = { settings, deliver };
  return deliver;
}
