/**
 * The owner's first screen, the dashboard (decision 153), below /{ADMIN_PATH}: where the admin
 * path and the sign-in lead, and the frame's first tab. It has an address of its own because an
 * index route below the admin's frame would also match every /{collection} page.
 */
export const HOME = "/tableau-de-bord";
