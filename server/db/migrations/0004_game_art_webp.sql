-- The demo game thumbnails are WebP now (an SVG <img> is rasterised on the main thread at every
-- paint); demo catalogues seeded before keep working.
UPDATE games
SET image_url = regexp_replace(image_url, '\.svg$', '.webp')
WHERE image_url LIKE '/art/games/%.svg';
