import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mailDirOf, smtpPortOf } from "../../playwright.config";
import { SmtpSink } from "../fakes/smtp-sink";

/**
 * The suite's two SMTP servers (one per project's server), up from the first test to the last.
 * Each message is filed as JSON — written aside, then renamed, so a reader never sees half of
 * one — for `mailTo` in any worker: no spec waits for another to free a port.
 */
export default async function startMailSinks(): Promise<() => Promise<void>> {
  const sinks = await Promise.all(
    (["js", "nojs"] as const).map((project) => {
      const dir = mailDirOf(project);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      let count = 0;
      return new SmtpSink(smtpPortOf(project), (mail) => {
        count += 1;
        const file = join(dir, `${String(count).padStart(6, "0")}.json`);
        writeFileSync(`${file}.part`, JSON.stringify(mail));
        renameSync(`${file}.part`, file);
      }).start();
    }),
  );
  return async () => {
    await Promise.all(sinks.map((sink) => sink.stop()));
  };
}
