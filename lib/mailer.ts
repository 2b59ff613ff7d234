import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "./config";
import type { Logger } from "./logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written as a JSON file under
 * DATA_DIR/mail/ and its path logged (the log line never carries the message body, which holds codes).
 */
export function createMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">, logger: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
    };
  }
  const mailDir = path.join(config.DATA_DIR, "mail");
  return {
    send: async (mail) => {
      await mkdir(mailDir, { recursive: true });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^\w.@-]/g, "_")}.json`,
      );
      await writeFile(file, JSON.stringify({ from: config.MAIL_FROM, ...mail }, null, 2), { mode: 0o600 });
      logger.info({ to: mail.to, subject: mail.subject, file }, "mail written (no SMTP_URL)");
    },
  };
}
