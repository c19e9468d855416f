import 'server-only';
import QRCode from 'qrcode';
import { log } from '@/lib/runtime/instance/log';

/** What a bank transfer needs: the same facts on the invoice PDF, the order page and the order mail. */
export interface BankTransfer {
  /** the payee's IBAN, spaces allowed */
  iban: string;
  beneficiary: string;
  amountCents: number;
  variableSymbol: string;
  due: Date;
}

/** The QR code's modules: `size` × `size`, true for a dark one. */
export interface QrMatrix {
  size: number;
  dark: (x: number, y: number) => boolean;
}

function yyyymmdd(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The PAY by square payload (Slovak banks' QR standard) for the transfer; null when the library
 * refuses the data (a malformed IBAN from an upstream must not break the page or the mail).
 */
export async function payBySquarePayload(transfer: BankTransfer): Promise<string | null> {
  // bysquare ships ESM only: loaded on demand so CommonJS callers (jest) can still require this module
  const { encode, PaymentOptions, CurrencyCode } = await import('bysquare/pay');
  try {
    return encode({
      payments: [
        {
          type: PaymentOptions.PaymentOrder,
          amount: transfer.amountCents / 100,
          currencyCode: CurrencyCode.EUR,
          variableSymbol: transfer.variableSymbol,
          paymentDueDate: yyyymmdd(transfer.due),
          bankAccounts: [{ iban: transfer.iban.replaceAll(' ', '') }],
          beneficiary: { name: transfer.beneficiary },
          paymentNote: `Faktura ${transfer.variableSymbol}`,
        },
      ],
    });
  } catch (error) {
    log().error({ err: error }, 'PAY by square not generated');
    return null;
  }
}

/** The PAY by square code as a QR matrix (PDF and SVG drawing); null when no payload could be made. */
export async function payBySquareMatrix(transfer: BankTransfer): Promise<QrMatrix | null> {
  const payload = await payBySquarePayload(transfer);
  if (!payload) return null;
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  return { size: qr.modules.size, dark: (x, y) => Boolean(qr.modules.get(y, x)) };
}

/** The PAY by square code as a PNG (mail clients show no SVG); null when no payload could be made. */
export async function payBySquarePng(transfer: BankTransfer): Promise<Buffer | null> {
  const payload = await payBySquarePayload(transfer);
  if (!payload) return null;
  return QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 2, scale: 5 });
}
