import 'server-only';
import type { BankTransfer } from '@/lib/shop/payments/pay-by-square';

/** A file carried by a mail; with `cid`, an inline image the HTML shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/**
 * An inline PAY by square code, kept as the transfer's facts and drawn by the sender at delivery:
 * drawing it is costly CPU work (docs/performance.md), which must not run inside the order's
 * transaction (it holds the shop-wide numbering lock); the same facts always draw the same code.
 */
export interface PayBySquareAttachment {
  filename: string;
  cid: string;
  payBySquare: BankTransfer;
}

/** What a template produces. */
export interface MailContent {
  subject: string;
  /** the plain-text part: every mail has one */
  text: string;
  html: string;
  attachments?: Array<MailAttachment | PayBySquareAttachment>;
}

/** One outgoing mail; `kind` names the template (file names, outbox audit). */
export interface MailMessage extends MailContent {
  to: string;
  kind: string;
}

/** A mail as it is delivered: every attachment's bytes at hand. */
export interface ReadyMail extends Omit<MailMessage, 'attachments'> {
  attachments: MailAttachment[];
}
