import 'server-only';
import QRCode from 'qrcode';
import { shop } from '@/lib/shop';

/** The QR code's modules: `size` × `size`, true for a dark one. */
export interface QrMatrix {
  size: number;
  dark: (x: number, y: number) => boolean;
}

function yyyymmdd(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The PAY by square payload (Slovak banks' QR standard) for a transfer of `cents` to the shop's
 * IBAN with the variable symbol, as a QR matrix; null when the library refuses the data.
 */
export async function payBySquareMatrix(cents: number, variableSymbol: string, due: Date): Promise<QrMatrix | null> {
  // bysquare ships ESM only: loaded on demand so CommonJS callers (jest) can still require this module
  const { encode, PaymentOptions, CurrencyCode } = await import('bysquare/pay');
  try {
    const payload = encode({
      payments: [
        {
          type: PaymentOptions.PaymentOrder,
          amount: cents / 100,
          currencyCode: CurrencyCode.EUR,
          variableSymbol,
          paymentDueDate: yyyymmdd(due),
          bankAccounts: [{ iban: shop.iban.replaceAll(' ', '') }],
          beneficiary: { name: shop.company },
          paymentNote: `Faktura ${variableSymbol}`,
        },
      ],
    });
    const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    return { size: qr.modules.size, dark: (x, y) => Boolean(qr.modules.get(y, x)) };
  } catch (error) {
    console.error('PAY by square not generated', error instanceof Error ? error.message : error);
    return null;
  }
}
