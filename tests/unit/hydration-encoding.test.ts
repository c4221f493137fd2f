import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The server's CommonJS build of turbo-stream, the file patches/ changes (decision 072).
const turbo = createRequire(import.meta.url)("turbo-stream") as typeof import("turbo-stream");

/** Loader data whose reading can be counted: each encoding reads `price` once. */
function watched() {
  const reads = { count: 0 };
  const data = {
    name: "Minuit Profond",
    get price() {
      reads.count++;
      return 3995;
    },
    later: Promise.resolve({ stock: 3 }),
  };
  return { data, reads };
}

describe("the hydration data is encoded when read, not when the stream is made", () => {
  it("a stream cancelled unread (a page from the render cache) never encodes its data", async () => {
    const { data, reads } = watched();
    const stream = turbo.encode(data);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads.count).toBe(0);
    await stream.cancel();
    expect(reads.count).toBe(0);
  });

  it("a stream read (a page rendered, a .data request) gives the same data, promises included", async () => {
    const { data, reads } = watched();
    const decoded = await turbo.decode(turbo.encode(data));
    expect(reads.count).toBe(1);
    const value = decoded.value as { name: string; price: number; later: Promise<{ stock: number }> };
    expect(value.name).toBe("Minuit Profond");
    expect(value.price).toBe(3995);
    expect(await value.later).toEqual({ stock: 3 });
    await decoded.done;
  });
});
