/** The image field's limits, shared by the browser's checks and the server's. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Past the limit a file is still read and dropped up to this size, so the form's other fields arrive. */
export const IMAGE_DRAIN_MAX_BYTES = 2 * IMAGE_MAX_BYTES;
export const IMAGE_FILE_FIELD = "imageFile";
