// Who is calling: the account behind `Authorization: Bearer <token>`, if the token is ours,
// has not expired and was not revoked. Every account route asks here first.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Store, User } from "../store/store";
import type { AuthClock } from "./clock";
import { bearerToken, tokenHash } from "./tokens";

/** One answer for a missing, malformed, unknown, expired or revoked token. */
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

export interface Caller {
  user: User;
  tokenHash: string;
}

export async function findCaller(request: FastifyRequest, store: Store, clock: AuthClock): Promise<Caller | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (token === undefined) return undefined;
  const hash = tokenHash(token);
  const user = await store.authTokens.findUser(hash, new Date(clock.now()).toISOString());
  return user === undefined ? undefined : { user, tokenHash: hash };
}

/** `message`: SESSION_ENDED_MESSAGE in the request's language (server/messages). */
export function refuseCaller(reply: FastifyReply, message: string = SESSION_ENDED_MESSAGE): FastifyReply {
  return reply.code(401).header("www-authenticate", 'Bearer realm="accounts"').send({ error: message });
}
