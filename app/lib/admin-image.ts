/** The image field's limits, shared by the browser's checks and the server's. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_FILE_FIELD = "imageFile";
