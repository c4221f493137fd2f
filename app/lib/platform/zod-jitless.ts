// Zod keeps its settings on `globalThis.__zod_globalConfig`, taken up by the first copy that loads.
// Set here, by the root route's first import (and only there: a chunk of its own would cost
// /collections a modulepreload link it cannot pay), before any route's schemas exist: the bundler orders
// shared chunks its own way, and a chunk building a schema at load (legal/identity.ts) once ran
// before `./zod.ts`'s own `config`, so Zod probed `new Function` and the CSP refused it (decision 130).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
