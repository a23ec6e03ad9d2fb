-- A slide's call to action: a button over its art that opens a page of the app (`link_url`, a
-- path of the Spanish site: the English one is under /en) with the words `link_label`. Both or
-- neither; other content types have none.
ALTER TABLE site_content ADD COLUMN link_url text;
ALTER TABLE site_content ADD COLUMN link_label text;
ALTER TABLE site_content ADD CHECK ((link_url IS NULL) = (link_label IS NULL));
