import type { LinksFunction } from "@remix-run/node";
import adminStylesheet from "~/admin.css";

/** Every back-office route's links: its utilities' sheet (app/admin.css). */
export const adminLinks: LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];
