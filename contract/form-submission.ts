/**
 * form/storeData with files (multipart/form-data): the JSON of the usual fields in the `payload`
 * part and each file in a part named `file.<field>` (the form's file field it answers): the names
 * the app and the edge's form post (worker/routes/content-forms.ts) build it with and the backend
 * reads it by (worker/backend/cms/form-submission-body.ts).
 */
export const FORM_PAYLOAD_PART = 'payload'
export const FORM_FILE_PART_PREFIX = 'file.'

/** The multipart part of a file for its form field. */
export const formFilePart = (field: string): string => `${FORM_FILE_PART_PREFIX}${field}`
