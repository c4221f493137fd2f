import { describe, expect, it } from "vitest";
import { limitConcurrency } from "~/lib/platform/render-queue.server";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("limitConcurrency", () => {
  it("never runs more than the limit at once, and starts the others in their order of arrival", async () => {
    const run = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
        return i * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    release.shift()!();
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    while (started.length < 6 || release.length) {
      release.shift()?.();
      await tick();
      await tick();
    }
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("a failing task gives its place to the next one and its error to its caller", async () => {
    const run = limitConcurrency(1);
    const failed = run(async () => {
      throw new Error("rendu impossible");
    });
    const next = run(async () => "suivant");
    await expect(failed).rejects.toThrow("rendu impossible");
    await expect(next).resolves.toBe("suivant");
    await expect(run(async () => "encore")).resolves.toBe("encore");
  });
});
