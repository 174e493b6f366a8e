import type { AppConfig } from '../config.js';
import { createLlmWriter } from './llm-writer.js';
import { createOfflineWriter } from './offline/writer.js';
import type { ProposalWriter } from './writer.js';

export function createWriter(config: AppConfig): ProposalWriter {
  if (!config.aiBaseUrl) return createOfflineWriter();
  return createLlmWriter({
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    timeoutMs: config.aiTimeoutMs,
  });
}
