/** No step indicator until the checkout issue provides @steps/checkout/page.tsx. */
export default function StepsDefault() {
  return null;
}
