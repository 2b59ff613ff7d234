import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives, for reading OTPs as a user would. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ to: to ?? "", subject: mail.subject ?? "", text: mail.text ?? "" });
          for (const wake of waiters.splice(0)) wake();
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The newest mail to `to` with more than `after` mails to that address before it, waiting up to 5 s. */
  const nextMailTo = async (to: string, after = 0): Promise<ReceivedMail> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mails = received.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
      if (mails.length > after) return mails[mails.length - 1]!;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo,
    countTo: (to: string) => received.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()).length,
    /** The 6-digit code in the newest mail to `to`. */
    otpFor: async (to: string, after = 0) => {
      const mail = await nextMailTo(to, after);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in mail: ${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
