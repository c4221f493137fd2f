/** The image field's name, shared by the browser's form and the server's upload handler. */
export const IMAGE_FILE_FIELD = "imageFile";
