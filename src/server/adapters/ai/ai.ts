// The AI layer: an OpenAI-compatible chat API when configured. Callers always hold a built-in
// engine and use it whenever this answers null (not configured, error, timeout or invalid output).
import type { z } from 'zod';

export type AiJsonRequest<T> = {
  system: string;
  user: string;
  schema: z.ZodType<T>;
  /** The schema's name in a structured-output request (letters, digits, _ and -); "response" when absent. */
  name?: string;
  timeoutMs?: number;
};

export type AiClient = {
  readonly configured: boolean;
  json: <T>(request: AiJsonRequest<T>) => Promise<T | null>;
};

export const noAi: AiClient = { configured: false, json: async () => null };
