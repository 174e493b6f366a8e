import { createOpenAICompatible } from '@ai-sdk/openai-compatible';

/** Where the model is and how long a call to it may take (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`, `AI_TIMEOUT_MS`). */
export type LlmSettings = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

/** Where a model's failures are told; the caller goes on without the model's answer. */
export type LlmLog = { warn(details: object, message: string): void };

/** The chat model of any OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp, OpenRouter). */
export const chatModel = (settings: LlmSettings) =>
  createOpenAICompatible({
    name: 'quillbid-llm',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? undefined,
  }).chatModel(settings.model);

/** The JSON object in a model's reply, which models wrap in prose or code fences however they are asked. */
export const jsonIn = (reply: string) => reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1);
