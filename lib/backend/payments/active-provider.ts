import 'server-only';
import { gopayKeys, gopayProvider } from './gopay';
import type { CardPaymentProvider } from './provider';
import { standInProvider } from './stand-in';

/** The provider new payments go to: GoPay when its keys are set, else the local stand-in (docs/decisions/061-card-payments.md). */
export function activeProvider(): CardPaymentProvider {
  return gopayKeys() ? gopayProvider : standInProvider;
}

/**
 * The provider of a recorded payment or a notify URL, by name: only the active one, so with GoPay's
 * keys set the stand-in (which takes no money) can mark nothing paid. Null for any other name.
 */
export function providerNamed(name: string): CardPaymentProvider | null {
  const active = activeProvider();
  return active.name === name ? active : null;
}
