import type { Config } from "tailwindcss";

export default {
  // Server modules render no markup: read as content, their code gave classes nobody uses
  // (`if (!card)` became an !important `.card`, 3 KB of the sheet).
  // The back-office's own files are left out: their utilities are in app/admin.css, loaded by the
  // admin's routes only, not in every shopper's first load (decision 170).
  content: [
    "./app/**/*.{ts,tsx}",
    "!./app/**/*.server.{ts,tsx}",
    "!./app/components/admin/**",
    "!./app/routes/$slug.{_admin,connexion,deconnexion}*",
  ],
  // Words of the code that Tailwind's scan takes for classes, each a rule in every first load: a
  // comment's `container` (the shop's frame is .container-shop), the "blur" event, Array's filter,
  // `transform` (Tailwind 3's transforms need no such class), the `!card` of `if (!card)` (the card
  // component's rules again, marked !important). Used in markup one day, it leaves this list.
  blocklist: ["container", "blur", "filter", "transform", "!card"],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: "#0d0c0a", soft: "#1a1815", muted: "#2a2723" },
        gold: { DEFAULT: "#c9a45c", light: "#e4cf9f", dark: "#7d622c" },
        ivory: { DEFAULT: "#f7f3ea", dark: "#ece4d3" },
      },
      fontFamily: {
        display: ['"Cormorant Garamond"', "Georgia", '"Times New Roman"', "serif"],
        sans: ['"Helvetica Neue"', "Arial", "system-ui", "sans-serif"],
      },
      keyframes: {
        float: {
          "0%, 100%": { transform: "translateY(0) rotate(-2deg)", opacity: "0.18" },
          "50%": { transform: "translateY(-18px) rotate(2deg)", opacity: "0.3" },
        },
        "toast-in": {
          from: { transform: "translateY(1rem)", opacity: "0" },
          to: { transform: "translateY(0)", opacity: "1" },
        },
        "flash-out": { to: { opacity: "0" } },
      },
      animation: {
        float: "float 9s ease-in-out infinite",
        "toast-in": "toast-in 200ms ease-out",
        "flash-out": "flash-out 400ms ease-in 6s forwards",
      },
    },
  },
  plugins: [],
} satisfies Config;
