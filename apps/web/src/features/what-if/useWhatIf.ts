import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ScenarioChanges,
  type ScenarioSummary,
  scenarioFileName,
  type WhatIfResult,
} from '@tsr/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { saveFile } from '../../shared/file-download';
import { useSite } from '../site/site-query';
import { changeCount, dateProblem, NO_CHANGES, sameChanges, toSend } from './scenario-changes';
import {
  deleteScenario,
  fetchScenario,
  fetchScenarioPdf,
  fetchScenarios,
  fetchWhatIfQuestions,
  saveScenario,
  tryChanges,
  updateScenario,
  whatIfKeys,
} from './what-if-api';

/** The saved scenario open in the editor, with its changes as saved. */
export interface OpenedScenario {
  id: string;
  name: string;
  mayEdit: boolean;
  saved: ScenarioChanges;
}

/** The last changes scored, and what they scored. */
export interface Tried {
  changes: ScenarioChanges;
  result: WhatIfResult;
}

export const DATES_TO_FIX =
  'Some end dates are not real dates in the form dd/mm/yyyy: correct the dates marked under Structure dates.';

/**
 * What if's state (issue 33): the questions, the changes being edited, the last changes tried and
 * their result, and the saved scenario open. Nothing is scored until Try; a refused try keeps every
 * change and says why.
 */
export function useWhatIf(reviewId: string) {
  const queryClient = useQueryClient();
  const { config } = useSite();
  const questions = useQuery({
    queryKey: whatIfKeys.questions(reviewId),
    queryFn: () => fetchWhatIfQuestions(reviewId),
  });
  const scenarios = useQuery({
    queryKey: whatIfKeys.scenarios(reviewId),
    queryFn: () => fetchScenarios(reviewId),
  });
  const [changes, setChanges] = useState<ScenarioChanges>(NO_CHANGES);
  const [tried, setTried] = useState<Tried | null>(null);
  const [opened, setOpened] = useState<OpenedScenario | null>(null);
  /** What the last Try came to when it was not scored: the dates to fix, or the server's refusal. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const attempt = useMutation({
    mutationFn: (tryThese: ScenarioChanges) => tryChanges(reviewId, toSend(tryThese)),
    onMutate: () => setRefusal(null),
    onSuccess: (result, tryThese) => setTried({ changes: tryThese, result }),
  });
  const tryNow = () => {
    if (changes.dates.some((d) => dateProblem(d.date) !== null)) {
      attempt.reset();
      setRefusal(DATES_TO_FIX);
      return;
    }
    attempt.mutate(changes);
  };

  const reloadList = () => queryClient.invalidateQueries({ queryKey: whatIfKeys.scenarios(reviewId) });

  const save = useMutation({
    // The changes and the scenario saved over are those on screen when Save was pressed.
    mutationFn: (request: { name: string; changes: ScenarioChanges; over: OpenedScenario | null }) => {
      const body = { name: request.name, changes: toSend(request.changes) };
      return request.over ? updateScenario(request.over.id, body) : saveScenario(reviewId, body);
    },
    onSuccess: (summary, { changes: saved, over }) => {
      // Whoever saves a scenario may change it; saving an open one again keeps what the caller may do.
      setOpened({ id: summary.id, name: summary.name, mayEdit: over ? over.mayEdit : true, saved });
      void reloadList();
    },
  });
  /** Saves the changes on screen: over the open scenario, or as a new one. */
  const saveAs = (
    name: string,
    asNew: boolean,
    callbacks: { onSuccess: (summary: ScenarioSummary) => void },
  ) => save.mutate({ name, changes, over: asNew ? null : opened }, callbacks);

  /** Opens a saved scenario: its changes fill the editor, scored again now. */
  const open = useMutation({
    mutationFn: (scenario: ScenarioSummary) =>
      queryClient.fetchQuery({
        queryKey: whatIfKeys.scenario(scenario.id),
        queryFn: () => fetchScenario(scenario.id),
        staleTime: 0,
      }),
    onSuccess: (view) => {
      setChanges(view.changes);
      setTried({ changes: view.changes, result: view.result });
      setOpened({ id: view.id, name: view.name, mayEdit: view.mayEdit, saved: view.changes });
      setRefusal(null);
      attempt.reset();
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteScenario(id),
    onSuccess: () => {
      // The changes stay on screen, no longer a saved scenario: Save keeps them again.
      setOpened(null);
      void reloadList();
    },
  });

  const download = useMutation({
    mutationFn: async (scenario: Pick<ScenarioSummary, 'id' | 'name'>) => {
      const blob = await fetchScenarioPdf(scenario.id);
      const structure = questions.data?.structure.name ?? '';
      saveFile(blob, scenarioFileName(config.productShortName, scenario.name, structure));
    },
  });

  /** Starts again from the report: no changes, no scenario open. */
  const startAgain = () => {
    setChanges(NO_CHANGES);
    setTried(null);
    setOpened(null);
    setRefusal(null);
    attempt.reset();
    save.reset();
    remove.reset();
  };

  /** The editor holds changes that are not saved: those of no scenario, or edits of the open one. */
  const unsaved = opened ? !sameChanges(changes, opened.saved) : changeCount(changes) > 0;
  /** The result shown is of other changes than those in the editor. */
  const stale = tried !== null && !sameChanges(tried.changes, changes);

  return {
    questions,
    scenarios,
    changes,
    setChanges,
    tried,
    stale,
    opened,
    unsaved,
    refusal: refusal ?? (attempt.error ? errorMessage(attempt.error) : null),
    attempt,
    tryNow,
    save,
    saveAs,
    open,
    remove,
    download,
    startAgain,
  };
}
