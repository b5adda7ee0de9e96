import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface Mail {
  to: string;
  subject: string;
  html: string;
}

export interface Mailer {
  readonly name: string;
  send(mail: Mail): Promise<void>;
}

/** E-mail over SMTP with nodemailer; built only when SMTP_HOST is configured. */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport: nodemailer.Transporter;

  constructor(private readonly config: Config & { SMTP_HOST: string }) {
    this.transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.config.SMTP_FROM ?? this.config.SMTP_USER ?? `no-reply@${this.config.SMTP_HOST}`,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
    });
  }
}

/** The configured mailer, or null: then e-mail sends are recorded as failed, never as sent. */
export function createMailer(config: Config): Mailer | null {
  return config.SMTP_HOST ? new SmtpMailer({ ...config, SMTP_HOST: config.SMTP_HOST }) : null;
}
