import { checkHealth } from "~/lib/platform/health.server";

// For the reverse proxy, the container's HEALTHCHECK and uptime monitors: 200 or 503.
export async function loader() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
