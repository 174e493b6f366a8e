import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { SYSTEM_PROMPT, userPrompt } from './prompt.js';
import type { ProposalWriter } from './writer.js';

export type LlmSettings = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

/** Any OpenAI-compatible chat endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp, OpenRouter), streamed. */
export function createLlmWriter(settings: LlmSettings): ProposalWriter {
  const provider = createOpenAICompatible({
    name: 'quillbid-llm',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? undefined,
  });
  return {
    mode: 'llm',
    async *write(input) {
      const result = streamText({
        model: provider.chatModel(settings.model),
        system: SYSTEM_PROMPT,
        prompt: userPrompt(input),
        maxOutputTokens: 1200,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(settings.timeoutMs),
        // Errors arrive as 'error' parts below and are handled there; the SDK would also print them.
        onError: () => {},
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') yield part.text;
        else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
      }
    },
  };
}
