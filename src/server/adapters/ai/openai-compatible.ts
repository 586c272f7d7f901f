// Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server).
// Asks for structured output (`json_schema`, strict when the schema allows it, see response-format.ts).
// A server that refuses it is asked once more with `json_object`, and when that works the client keeps
// using `json_object`. Anything but a complete answer that zod accepts is null: an error status, a network
// failure, the timeout, a cut-off answer, malformed JSON or the wrong shape.
import type { Logger } from '../../logger';
import type { AiClient, AiJsonRequest } from './ai';
import { dropOptionalNulls, schemaFormat, type SchemaFormat } from './response-format';

type Options = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number; logger: Logger };
type ChatAnswer = { choices?: { finish_reason?: string | null; message?: { content?: string | null; refusal?: string | null } }[] };

/** A 400, or a 422 that names the response format: the server does not take `json_schema`. */
async function refusesJsonSchema(res: Response): Promise<boolean> {
  if (res.status !== 400 && res.status !== 422) return false;
  const text = await res.text().catch(() => '');
  return res.status === 400 || /response_format|json_schema/i.test(text);
}

/** The JSON object in a model's text, tolerating a code fence or a sentence around it. */
function jsonObjectIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

export function createOpenAiCompatibleClient({ baseUrl, apiKey, model, timeoutMs, logger }: Options): AiClient {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers = { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) };
  let jsonSchemaRefused = false;

  function body<T>(request: AiJsonRequest<T>, format: SchemaFormat | null, withSchema: boolean) {
    // Without json_schema the model only learns the shape from the prompt.
    const shape = format && !withSchema ? `\nThe JSON object must match this JSON Schema: ${JSON.stringify(format.accepted)}` : '';
    return JSON.stringify({
      model,
      temperature: 0.3,
      response_format:
        format && withSchema
          ? { type: 'json_schema', json_schema: { name: format.name, strict: format.strict, schema: format.schema } }
          : { type: 'json_object' },
      messages: [
        { role: 'system', content: `${request.system}\nAnswer with one JSON object only.${shape}` },
        { role: 'user', content: request.user },
      ],
    });
  }

  return {
    configured: true,
    async json<T>(request: AiJsonRequest<T>): Promise<T | null> {
      const signal = AbortSignal.timeout(request.timeoutMs ?? timeoutMs);
      const post = (payload: string) => fetch(url, { method: 'POST', headers, body: payload, signal });
      try {
        const format = schemaFormat(request.schema, request.name);
        const withSchema = !!format && !jsonSchemaRefused;
        let res = await post(body(request, format, withSchema));
        if (withSchema && (await refusesJsonSchema(res))) {
          res = await post(body(request, format, false));
          if (res.ok) {
            jsonSchemaRefused = true;
            logger.info({ status: res.status }, 'AI provider does not take json_schema; using json_object from now on');
          }
        }
        if (!res.ok) {
          logger.warn({ status: res.status }, 'AI provider answered an error; using the built-in engine');
          return null;
        }
        const choice = ((await res.json()) as ChatAnswer).choices?.[0];
        const content = choice?.message?.content;
        if (choice?.finish_reason === 'length' || typeof content !== 'string') {
          logger.warn({ finishReason: choice?.finish_reason, refusal: !!choice?.message?.refusal }, 'AI provider gave no complete answer; using the built-in engine');
          return null;
        }
        const data = jsonObjectIn(content);
        const parsed = request.schema.safeParse(format ? dropOptionalNulls(data, format.accepted) : data);
        if (data === undefined || !parsed.success) {
          logger.warn('AI provider output was not JSON of the expected shape; using the built-in engine');
          return null;
        }
        return parsed.data;
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : err }, 'AI provider failed or timed out; using the built-in engine');
        return null;
      }
    },
  };
}
