import { spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../free-port";

const JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

let checker: Promise<string> | undefined;

/**
 * The Nu Html Checker (the W3C validator, npm package vnu-jar) as a local web service: one JVM per
 * Playwright worker, started by its first document (the command line would start one per document)
 * and stopped when the worker exits.
 */
function checkerUrl(): Promise<string> {
  checker ??= (async () => {
    const port = await freePort();
    const java = spawn("java", ["-Dnu.validator.servlet.bind-address=127.0.0.1", "-cp", JAR, "nu.validator.servlet.Main", String(port)], {
      stdio: "ignore",
    });
    process.once("exit", () => java.kill());
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (java.exitCode !== null) throw new Error("le Nu Html Checker s'est arrêté (java absent ?)");
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return `http://127.0.0.1:${port}/?out=json`;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error("le Nu Html Checker n'a pas démarré");
      await sleep(250);
    }
  })();
  return checker;
}

type Message = { type: string; message: string; lastLine?: number; extract?: string };

/** The checker's errors on a document, one line each; warnings and notes are left out. */
export async function htmlErrors(html: string): Promise<string[]> {
  const response = await fetch(await checkerUrl(), {
    method: "POST",
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: html,
  });
  const { messages } = (await response.json()) as { messages: Message[] };
  // "non-document-error" is the checker failing to read the document at all: an error too.
  return messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => `ligne ${m.lastLine ?? "?"} : ${m.message} (${(m.extract ?? "").trim()})`);
}
