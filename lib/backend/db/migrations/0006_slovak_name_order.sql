-- Slovak alphabetical order for ordering codes 2 and 3 (issue 18), independent of the server's
-- collation: PGlite has only the C locale and a PostgreSQL created with C.UTF-8 sorts by code point,
-- so both would put "Ústredňa" after "Zdroj" and "DVR" before "Držiak". slovak_sort_key(name) is a
-- byte-comparable key (compare it COLLATE "C") in the order of CLDR's Slovak collation:
--   primary   letters a ä b c č d ď e … h ch i … o ô … r ř s š t … z ž, case and the other accents
--             folded (Ú sorts as U); space, then punctuation, then digits before every letter;
--   secondary the unaccented letter before the accented one (u < ú);
--   tertiary  lower case before upper case (d < D);
--   last      the name itself (byte order), so only identical names tie (then product id).
-- The three levels are capped at 100 characters so a 300-character name still fits a btree entry.
-- Letters outside this table keep their own code point and sort after z.
CREATE FUNCTION "slovak_sort_key"("name" text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  folded text;
  primary_level text;
BEGIN
  -- lower case with accents kept (lower() would depend on the server's collation)
  folded := translate("name",
    'AÁÀÂÃÅĄÄBCĆÇČDĎEÉÈÊËĚĘFGHIÍÌÎÏJKLĹĽŁMNŇÑŃOÓÒÕÖŐÔPQRŔŘSŚŠTŤUÚÙÛÜŮŰVWXYÝŸZŹŻŽ' || chr(9) || chr(10) || chr(13) || chr(160) || '–—„“”‚‘’²³',
    'aáàâãåąäbcćçčdďeéèêëěęfghiíìîïjklĺľłmnňñńoóòõöőôpqrŕřsśštťuúùûüůűvwxyýÿzźżž    --"""''''''23');
  -- "ch" is one letter, after h
  primary_level := translate(replace(folded, 'ch', chr(2)),
    'aáàâãåąäbcćçčdďeéèêëěęfgh' || chr(2) || 'iíìîïjklĺľłmnňñńoóòõöőôpqrŕřsśštťuúùûüůűvwxyýÿzźżž:;<=>?@[\]^_`{|}~°±×·…®™©€§',
    'AAAAAAABCDDDEFFGGGGGGGHIJKLLLLLMNOOOOPQQQQRRRRRRSTUVVWXXYZZaaaaaaabcdeeefffg///////////////////////////');
  RETURN left(primary_level, 100) || chr(1)
    || left(translate(folded, 'aáàâãåąäbcćçčdďeéèêëěęfghiíìîïjklĺľłmnňñńoóòõöőôpqrŕřsśštťuúùûüůűvwxyýÿzźżž', '011111100011001011111100001111000111001110111110000100100101111110000110110'), 100) || chr(1)
    || left(translate("name", 'aáàâãåąäbcćçčdďeéèêëěęfghiíìîïjklĺľłmnňñńoóòõöőôpqrŕřsśštťuúùûüůűvwxyýÿzźżžAÁÀÂÃÅĄÄBCĆÇČDĎEÉÈÊËĚĘFGHIÍÌÎÏJKLĹĽŁMNŇÑŃOÓÒÕÖŐÔPQRŔŘSŚŠTŤUÚÙÛÜŮŰVWXYÝŸZŹŻŽ', '000000000000000000000000000000000000000000000000000000000000000000000000000111111111111111111111111111111111111111111111111111111111111111111111111111'), 100) || chr(1)
    || "name";
END
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (slovak_sort_key("name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_name_idx";--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("name_sort_key","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name_sort_key");
