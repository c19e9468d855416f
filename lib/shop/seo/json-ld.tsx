/** Serialises JSON-LD for a <script> tag with `<` escaped, so data can never close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A schema.org block in the page's HTML. */
export function JsonLd({ data }: { data: object }) {
  // serialised with < escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
