import { useMutation } from '@tanstack/react-query';
import { gameSaveResultSchema, type GameAdd, type GameEdit } from '@charity/domain/setup/game-edit';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { refetchGames } from './game-setup';

export type SaveGame = { id: null; game: GameAdd } | { id: string; game: GameEdit };

/** Adds a game (no id) or saves one; the answer carries warnings to show. */
export function useSaveGame() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: ({ id, game }: SaveGame) =>
      id
        ? apiClient.put(
            `setup/game/${id}/for-organization/${organizationId}`,
            game,
            gameSaveResultSchema,
          )
        : apiClient.post(
            `setup/games/for-organization/${organizationId}`,
            game,
            gameSaveResultSchema,
          ),
    onSuccess: () => refetchGames(organizationId),
  });
}
