import { playerLanguageSchema, type PlayerLanguage } from '@charity/domain/api/player-language';
import { apiClient } from '@/lib/api-client';

/** Tells the server the language of the player's mail (auto-play receipts, draw results). */
export async function savePlayerLanguage(language: PlayerLanguage): Promise<void> {
  await apiClient.put('player/language', { Language: language }, playerLanguageSchema);
}
