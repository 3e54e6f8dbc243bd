-- Optional English texts beside the Polish ones (Polish stays the default and the fallback).
--
-- English lives in columns next to the Polish text rather than in a translation table: a facility has at most one
-- English version, every reader wants the pair in one row, and the seed and the admin write both in one statement.
-- NULL means "no English": readers then serve the Polish text and say so (descriptionLang / contentLang).
ALTER TABLE facilities ADD COLUMN description_en TEXT;

-- Only the texts are translated; image, brand, sizes, prices and features are shared by both languages.
-- faq_en NULL (not '[]') when there is no English FAQ, so "no English" is one test over the text columns.
ALTER TABLE facility_rich_content ADD COLUMN title_en TEXT;
ALTER TABLE facility_rich_content ADD COLUMN lead_en TEXT;
ALTER TABLE facility_rich_content ADD COLUMN body_html_en TEXT;
ALTER TABLE facility_rich_content ADD COLUMN storage_info_html_en TEXT;
ALTER TABLE facility_rich_content ADD COLUMN tips_html_en TEXT;
ALTER TABLE facility_rich_content ADD COLUMN faq_en TEXT;
