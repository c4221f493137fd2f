/**
 * How large an uploaded image may be: the HTTP gate sizes the admin's upload body from it, the
 * upload handler refuses past it and the browser checks it before sending.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Past the limit a file is still read and dropped up to this size, so the form's other fields arrive. */
export const IMAGE_DRAIN_MAX_BYTES = 2 * IMAGE_MAX_BYTES;
