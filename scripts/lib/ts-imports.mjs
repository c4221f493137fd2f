// The app's modules import each other without an extension (Remix's compiler and Vitest resolve
// them); plain `node` does not. Imported first by a script that needs more of app/lib than the
// few modules written with `.ts` imports (sqlite, config, migrations): a relative import from a
// .ts file without an extension then resolves to the .ts file. Modules loaded after this one must
// be imported dynamically, since static imports are resolved before any code runs.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const bare = /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier);
    if (bare && context.parentURL?.endsWith(".ts")) return nextResolve(`${specifier}.ts`, context);
    return nextResolve(specifier, context);
  },
});
