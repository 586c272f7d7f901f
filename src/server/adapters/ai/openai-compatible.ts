// Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server).
import type { Logger } from '../../logger';
import type { AiClient } from './ai';

type Options = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number; logger: Logger };

export function createOpenAiCompatibleClient({ baseUrl, apiKey, model, timeoutMs, logger }: Options): AiClient {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    configured: true,
    async json({ system, user, schema, timeoutMs: perCall }) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({
            model,
            temperature: 0.3,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: `${system}\nAnswer with one JSON object only.` },
              { role: 'user', content: user },
            ],
          }),
          signal: AbortSignal.timeout(perCall ?? timeoutMs),
        });
        if (!res.ok) {
          logger.warn({ status: res.status }, 'AI provider answered an error; using the built-in engine');
          return null;
        }
        const payload = (await res.json()) as { choices?: { message?: { content?: string } }[] };
        const content = payload.choices?.[0]?.message?.content ?? '';
        const jsonText = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
        const parsed = schema.safeParse(JSON.parse(jsonText));
        if (!parsed.success) {
          logger.warn('AI provider output did not match the schema; using the built-in engine');
          return null;
        }
        return parsed.data;
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : err }, 'AI provider failed; using the built-in engine');
        return null;
      }
    },
  };
}
