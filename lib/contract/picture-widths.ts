/**
 * The pixel widths of the embedded backend's product pictures (square): `src` and its `thumbnail`
 * (an extension field), the `w` descriptors of a card's srcset. An upstream sends no `thumbnail`,
 * so for its pictures these never matter. Its own module: a client card reads it without the schemas.
 */
export const PICTURE_WIDTHS = { full: 800, thumbnail: 400 } as const;
