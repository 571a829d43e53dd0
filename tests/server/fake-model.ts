// A fake OpenAI-compatible chat-completions server on loopback: answers as a test tells it
// (a reply, a 500, broken JSON, never), and records what it was sent.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export type FakeBehaviour =
  | { kind: "reply"; content: string }
  | { kind: "status"; status: number }
  | { kind: "raw"; body: string }
  /** Never answer (until the server's timeout gives up). */
  | { kind: "hang" }
  /** Answer only when the test calls release(). */
  | { kind: "hold"; content: string };

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

export interface FakeModel {
  baseUrl: string;
  received: ReceivedRequest[];
  behave(next: FakeBehaviour): void;
  /** Answers every held request. */
  release(): void;
  close(): Promise<void>;
}

export async function startFakeModel(): Promise<FakeModel> {
  let behaviour: FakeBehaviour = { kind: "reply", content: "Fake reply." };
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const held: (() => void)[] = [];
  const completion = (content: string) => JSON.stringify({ id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] });
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      received.push({ path: request.url ?? "", authorization: request.headers.authorization, body: JSON.parse(raw) as ReceivedRequest["body"] });
      if (behaviour.kind === "hang") {
        hanging.add(response);
        return;
      }
      if (behaviour.kind === "hold") {
        const body = completion(behaviour.content);
        held.push(() => response.writeHead(200, { "content-type": "application/json" }).end(body));
        return;
      }
      if (behaviour.kind === "status") {
        response.writeHead(behaviour.status, { "content-type": "application/json" }).end('{"error":{"message":"upstream broke"}}');
        return;
      }
      const body = behaviour.kind === "raw" ? behaviour.body : completion(behaviour.content);
      response.writeHead(200, { "content-type": "application/json" }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("no address");
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    received,
    behave: (next) => (behaviour = next),
    release: () => held.splice(0).forEach((answer) => answer()),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
