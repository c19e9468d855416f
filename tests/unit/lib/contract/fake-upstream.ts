import type { ApiClient } from '@/lib/contract/client';

/** An upstream that answers `answers[path]` (status and body), and 404 with an HTML page for any other path. */
export function upstream(answers: Record<string, { status: number; body: unknown }>) {
  const sent: string[] = [];
  const client: ApiClient = {
    async send(method, path) {
      sent.push(`${method} ${path}`);
      const answer = answers[path];
      if (!answer) return new Response('<html>Not Found</html>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    },
  };
  return { client, sent };
}
