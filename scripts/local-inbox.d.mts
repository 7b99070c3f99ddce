import type { IncomingMessage, ServerResponse } from 'node:http';

export const EMAILJS_MESSAGES: Record<
  | 'publicKeyRequired'
  | 'publicKeyInvalid'
  | 'serviceRequired'
  | 'serviceNotFound'
  | 'templateRequired'
  | 'templateNotFound'
  | 'badJson'
  | 'tooLarge',
  string
>;

export type MailKind = 'winkel' | 'klant';

export interface RenderedMail {
  subject: string;
  to: string;
  replyTo: string;
  fromName: string;
  html: string;
}

export interface StoredMail extends RenderedMail {
  id: string;
  receivedAt: string;
  kind: MailKind;
  templateId: string;
  serviceId: string;
  params: Record<string, unknown>;
}

export function renderMail(
  kind: MailKind,
  params: Record<string, unknown>,
  emailsDir?: string,
): Promise<RenderedMail>;
export function listMails(dir: string): Promise<StoredMail[]>;

export interface Inbox {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  dir: string;
}

export function createInbox(options?: {
  env?: Record<string, string | undefined>;
  dir?: string;
  emailsDir?: string;
  now?: () => Date;
  log?: (message: string) => void;
}): Inbox;
