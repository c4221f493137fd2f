import texts from "../../../locales/fr/layout.json";

// A module of its own, loaded by use-text.ts: the browser's chunk then holds the texts once,
// as one object (a JSON file imported lazily is a module of every key besides).
export default texts;
