import 'server-only';

/** A file carried by a mail; with `cid`, an inline image the HTML shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** What a template produces. */
export interface MailContent {
  subject: string;
  /** the plain-text part: every mail has one */
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** One outgoing mail; `kind` names the template (file names, outbox audit). */
export interface MailMessage extends MailContent {
  to: string;
  kind: string;
}
