import type { AppConfig } from '../config.js';
import type { LlmLog, LlmSettings } from './llm-endpoint.js';
import { createLlmWriter } from './llm-writer.js';
import { createOfflineWriter } from './offline/writer.js';
import { createLlmProfileReader, offlineProfileReader, type ProfileReader } from './profile-reader.js';
import type { ProposalWriter } from './writer.js';

const llmSettings = (config: AppConfig): LlmSettings | null =>
  config.aiBaseUrl
    ? { baseUrl: config.aiBaseUrl, apiKey: config.aiApiKey, model: config.aiModel, timeoutMs: config.aiTimeoutMs }
    : null;

export function createWriter(config: AppConfig, log: LlmLog): ProposalWriter {
  const settings = llmSettings(config);
  return settings ? createLlmWriter(settings, log) : createOfflineWriter();
}

export function createProfileReader(config: AppConfig, log: LlmLog): ProfileReader {
  const settings = llmSettings(config);
  return settings ? createLlmProfileReader(settings, log) : offlineProfileReader;
}
