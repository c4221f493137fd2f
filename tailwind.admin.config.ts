import type { Config } from "tailwindcss";
import shop from "./tailwind.config";

/** The back-office's sheet (app/admin.css): the utilities of every page, the admin's included. */
export default {
  ...shop,
  content: ["./app/**/*.{ts,tsx}", "!./app/**/*.server.{ts,tsx}"],
} satisfies Config;
