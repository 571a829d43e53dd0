// Saved plans: a logged-in user saves a calculator's inputs under a name, lists,
// opens, renames and deletes them. Every query names the caller as the owner, so another
// user's plan is simply not found (404): its existence is not revealed either.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findCaller, refuseCaller } from "../auth/authenticate";
import type { AuthClock } from "../auth/clock";
import type { ServerConfig } from "../config/env";
import { englishMessages, requestMessages } from "../messages";
import type { Store } from "../store/store";
import { checkPlan, checkPlanName, PLAN_LIMITS, planIdFrom } from "./plans-rules";
import { isJsonObject } from "./validation";

const MINUTE_MS = 60_000;
export const PLAN_NOT_FOUND_MESSAGE = englishMessages.plans.notFound;
export const TOO_MANY_PLANS_MESSAGE = englishMessages.plans.tooMany(PLAN_LIMITS.plansPerUser);

type PlanRequest = FastifyRequest<{ Params: { id: string } }>;

export function planRoutes(store: Store, config: Pick<ServerConfig, "rateLimits">, clock: AuthClock) {
  return async function register(app: FastifyInstance): Promise<void> {
    const routeConfig = { config: { rateLimit: { max: config.rateLimits.accountPerMinute, timeWindow: MINUTE_MS } } };
    const nowIso = () => new Date(clock.now()).toISOString();

    app.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    app.post("/api/plans", routeConfig, async (request: FastifyRequest, reply: FastifyReply) => {
      const m = requestMessages(request);
      const caller = await findCaller(request, store, clock);
      if (caller === undefined) return refuseCaller(reply, m.accounts.sessionEnded);
      const checked = checkPlan(request.body, m.plans);
      if (!checked.ok) return reply.code(400).send({ error: checked.error, field: checked.field });
      const plan = await store.plans.create(caller.user.id, checked.value, nowIso(), PLAN_LIMITS.plansPerUser);
      if (plan === null) return reply.code(409).send({ error: m.plans.tooMany(PLAN_LIMITS.plansPerUser) });
      request.log.info({ userId: caller.user.id, planId: plan.id }, "plan saved");
      return reply.code(201).send({ plan });
    });

    app.get("/api/plans", routeConfig, async (request: FastifyRequest, reply: FastifyReply) => {
      const m = requestMessages(request);
      const caller = await findCaller(request, store, clock);
      if (caller === undefined) return refuseCaller(reply, m.accounts.sessionEnded);
      return { plans: await store.plans.list(caller.user.id) };
    });

    app.get("/api/plans/:id", routeConfig, async (request: PlanRequest, reply: FastifyReply) => {
      const m = requestMessages(request);
      const caller = await findCaller(request, store, clock);
      if (caller === undefined) return refuseCaller(reply, m.accounts.sessionEnded);
      const planId = planIdFrom(request.params.id);
      const plan = planId === undefined ? undefined : await store.plans.get(caller.user.id, planId);
      if (plan === undefined) return reply.code(404).send({ error: m.plans.notFound });
      return { plan };
    });

    app.patch("/api/plans/:id", routeConfig, async (request: PlanRequest, reply: FastifyReply) => {
      const m = requestMessages(request);
      const caller = await findCaller(request, store, clock);
      if (caller === undefined) return refuseCaller(reply, m.accounts.sessionEnded);
      const planId = planIdFrom(request.params.id);
      if (planId === undefined) return reply.code(404).send({ error: m.plans.notFound });
      const body: unknown = request.body;
      const name = checkPlanName(isJsonObject(body) ? body.name : undefined, m.plans);
      if (!name.ok) return reply.code(400).send({ error: name.error, field: name.field });
      const plan = await store.plans.rename(caller.user.id, planId, name.value, nowIso());
      if (plan === undefined) return reply.code(404).send({ error: m.plans.notFound });
      return { plan };
    });

    app.delete("/api/plans/:id", routeConfig, async (request: PlanRequest, reply: FastifyReply) => {
      const m = requestMessages(request);
      const caller = await findCaller(request, store, clock);
      if (caller === undefined) return refuseCaller(reply, m.accounts.sessionEnded);
      const planId = planIdFrom(request.params.id);
      const removed = planId !== undefined && (await store.plans.remove(caller.user.id, planId));
      if (!removed) return reply.code(404).send({ error: m.plans.notFound });
      request.log.info({ userId: caller.user.id, planId }, "plan deleted");
      return reply.code(204).send();
    });
  };
}
