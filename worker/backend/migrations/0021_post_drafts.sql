-- Blog posts in edit mode (issue 15): a post's draft also holds its own fields as JSON
-- (contract PostDraftFields: excerpt, body, image, categoryIds, publishedAt); NULL for pages.
ALTER TABLE page_drafts ADD COLUMN post_fields TEXT;
