import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteSavedStructure, fetchSavedStructure, structureKeys } from './structure-api';

/**
 * A saved structure as the server has it now; a refusal (404) is shown, not retried. `enabled`
 * false stops asking (a structure just deleted, whose screen is on its way out).
 */
export function useSavedStructure(id: string, enabled = true) {
  return useQuery({
    queryKey: structureKeys.one(id),
    queryFn: () => fetchSavedStructure(id),
    retry: false,
    enabled,
  });
}

/**
 * Deletes the structure and leaves its screen (`leave`, which also stops the screen asking for it);
 * only then is it forgotten, so a later visit asks the server rather than showing it. The lists that
 * held it are read again.
 */
export function useDeleteStructure(id: string, leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSavedStructure(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: structureKeys.lists });
      await leave();
      queryClient.removeQueries({ queryKey: structureKeys.one(id) });
    },
  });
}
