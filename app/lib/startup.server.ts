import { ensureAdminFromEnv } from "./auth/accounts.server";
import { seedDatabase } from "./catalog/seed.server";
import { sweepUploadsJob } from "./catalog/upload-sweep.server";
import { attachmentPdf } from "./documents/documents.server";
import { renderAttachmentsWith, senderJob, startSender } from "./mail/sender.server";
import { ConfigError, getConfig } from "./platform/config.server";
import { DAY_MS } from "./format/paris-time";
import { startJobs } from "./platform/jobs.server";
import { DatabaseNotReadyError } from "./platform/db.server";
import { refuseUnreadyPostgres } from "./platform/health.server";
import { gateRequest } from "./platform/http-gate.server";
import { isHttpHookLoaded, registerGate } from "./platform/request-context.server";
import { retentionJob } from "./use-cases/retention.server";
import { reviewInvitationsJob } from "./reviews/invitations.server";
import { queueCheckoutReminders } from "./reminders/reminders.server";
import { queueRestockAlerts } from "./stock-alerts/restock.server";

let started = false;

/**
 * Runs once when the server bundle loads, above every domain (so platform/ needs none of them): a bad configuration or a database behind the
 * migrations stops the server with a plain message (not a stack), the seed happens before the
 * first request, and the operator is told where the hidden admin lives.
 */
export async function startup() {
  if (started) return;
  started = true;
  let config;
  try {
    config = getConfig();
    if (config.databaseUrl) await refuseUnreadyPostgres(config.databaseUrl);
    await seedDatabase();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DatabaseNotReadyError)) throw error;
    console.error(`Démarrage refusé : ${error.message}`);
    process.exit(1);
  }
  await ensureAdminFromEnv();
  registerGate(gateRequest);
  renderAttachmentsWith(attachmentPdf);
  if (config.nodeEnv !== "test") {
    // Tests run the sender, the sweep, the retention job and the review invitations themselves, at the moments they choose.
    // Mail a state of the database calls for, queued at the start of each pass (decisions 095, 113).
    startSender({
      queueBefore: async () => {
        await queueRestockAlerts();
        await queueCheckoutReminders();
      },
    });
    // One scheduler, each job once per period across every process and box (platform/jobs.server.ts).
    startJobs([
      { name: "emails", everyMs: 15_000, run: senderJob },
      { name: "review-invitations", everyMs: 30 * 60_000, run: reviewInvitationsJob },
      { name: "retention", everyMs: DAY_MS, run: retentionJob },
      { name: "upload-sweep", everyMs: DAY_MS, run: sweepUploadsJob },
    ], 5_000);
    if (!isHttpHookLoaded()) {
      console.warn(
        "Attention : serveur lancé sans scripts/serve-preload.mjs (utilisez npm start) : " +
          "adresses des clients inconnues, requêtes malformées non filtrées.",
      );
    }
    const base = config.publicUrl ?? `http://localhost:${config.port}`;
    console.log(`Administration : ${base}/${config.adminPath}`);
    console.log(
      config.stripe
        ? "Paiements : Stripe Checkout"
        : "Paiements : mode démonstration (STRIPE_SECRET_KEY non défini)",
    );
    console.log(
      config.mail.smtpUrl
        ? `Emails : SMTP (${new URL(config.mail.smtpUrl).host})`
        : `Emails : fichiers .eml dans ${config.mail.emlDir} (SMTP_URL non défini)`,
    );
    console.log(
      config.s3
        ? `Images : bucket S3 « ${config.s3.bucket} » (${new URL(config.s3.endpoint).host}), servies ${config.s3.publicUrl ? `depuis ${config.s3.publicUrl}` : "par /uploads/"}`
        : `Images : dossier ${config.uploadsDir} (S3_ENDPOINT non défini)`,
    );
  }
}
