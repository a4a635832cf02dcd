// The 'Compatibles' tab and its selection, kept in the address (lib/fitment-params.ts) with replace,
// so a reload or a shared link asks the same question and Back leaves the page instead of stepping
// through every choice.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { paramsWithSelection, selectionFromParams, wantsCompatiblesTab } from "../lib/fitment-params";
import type { FitmentSelection } from "../lib/fitment-search";

export function useFitmentParams() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const selection = useMemo(() => selectionFromParams(new URLSearchParams(query)), [query]);
  const onCompatiblesTab = wantsCompatiblesTab(params);

  const write = useCallback(
    (next: FitmentSelection, compatibles: boolean) =>
      setParams((current) => paramsWithSelection(current, next, compatibles), { replace: true }),
    [setParams],
  );
  const setSelection = useCallback((next: FitmentSelection) => write(next, true), [write]);
  const setOnCompatiblesTab = useCallback(
    (compatibles: boolean) =>
      setParams((current) => paramsWithSelection(current, selectionFromParams(current), compatibles), {
        replace: true,
      }),
    [setParams],
  );
  return { selection, setSelection, onCompatiblesTab, setOnCompatiblesTab };
}
