-- Issue 15: the home slider's slides become site content of type 'slider', so the operator edits
-- them with the content calls (admin/get_site_content, create_site_content, update_template,
-- remove_site_content). One row per slide and language: `image_url` is the wide screens' art,
-- `mobile_image_url` the phones' (null: the wide art on phones too); `title` is the slide's text
-- alternative. The slides of site_slider move over, desktop and phone rows paired by language
-- and order; its links were never shown and are not kept.
ALTER TABLE site_content DROP CONSTRAINT site_content_type_check;
ALTER TABLE site_content
  ADD CONSTRAINT site_content_type_check CHECK (type IN ('promotion', 'content', 'faq', 'slider')),
  ADD COLUMN mobile_image_url text,
  ADD CONSTRAINT site_content_slide_has_image CHECK (type <> 'slider' OR image_url IS NOT NULL);

WITH ranked AS (
  SELECT *, row_number() OVER (PARTITION BY locale, is_mobile ORDER BY sort, id) AS rank
  FROM site_slider
),
desktop AS (SELECT * FROM ranked WHERE NOT is_mobile),
mobile AS (SELECT * FROM ranked WHERE is_mobile)
INSERT INTO site_content (type, slug, locale, title, summary, body_html, image_url, mobile_image_url, sort, published)
SELECT 'slider', 'slide-' || coalesce(desktop.rank, mobile.rank), coalesce(desktop.locale, mobile.locale),
       coalesce(desktop.title, mobile.title), '', '', coalesce(desktop.image_url, mobile.image_url),
       mobile.image_url, coalesce(desktop.sort, mobile.sort),
       coalesce(desktop.enabled, true) AND coalesce(mobile.enabled, true)
FROM desktop FULL JOIN mobile ON desktop.locale = mobile.locale AND desktop.rank = mobile.rank;

DROP TABLE site_slider;
