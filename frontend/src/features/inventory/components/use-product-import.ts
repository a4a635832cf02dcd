// The import dialog's steps: file → mapping → preview → progress/outcome, with the job followed
// every POLL_MS while it runs. Errors of a call show under the step that made it.
import { useCallback, useEffect, useState } from "react";
import type { ProductImport, ProductImportOptions, ProductImportPreview } from "@/lib/api/types";
import {
  cancelProductImport,
  getProductImport,
  previewProductImport,
  startProductImport,
  uploadProductFile,
} from "../api/product-import";
import { useRevalidateProducts } from "../api/revalidate-products";

export const POLL_MS = 500;

export type ImportStep = "file" | "mapping" | "preview" | "progress";

export interface ProductImportState {
  step: ImportStep;
  job: ProductImport | null;
  options: ProductImportOptions;
  preview: ProductImportPreview | null;
  validOnly: boolean;
  busy: boolean;
  cancelling: boolean;
  error: string | null;
}

const INITIAL: ProductImportState = {
  step: "file",
  job: null,
  options: { mapping: [], mode: "upsert", createMissing: false },
  preview: null,
  validOnly: false,
  busy: false,
  cancelling: false,
  error: null,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useProductImport() {
  const [state, setState] = useState<ProductImportState>(INITIAL);
  const revalidate = useRevalidateProducts();
  const patch = useCallback((next: Partial<ProductImportState>) => setState((s) => ({ ...s, ...next })), []);

  const call = useCallback(
    async <T>(work: () => Promise<T>, then: (value: T) => Partial<ProductImportState>) => {
      patch({ busy: true, error: null });
      try {
        const value = await work();
        patch({ busy: false, ...then(value) });
      } catch (error) {
        patch({ busy: false, error: messageOf(error) });
      }
    },
    [patch],
  );

  const chooseFile = (file: File) =>
    call(
      () => uploadProductFile(file),
      (job) => ({ job, step: "mapping", options: { ...state.options, mapping: job.suggestedMapping } }),
    );
  const runPreview = () =>
    state.job &&
    call(
      () => previewProductImport(state.job!.id, state.options),
      (preview) => ({ preview, step: "preview", validOnly: false }),
    );
  const start = () =>
    state.job &&
    call(
      () => startProductImport(state.job!.id, { ...state.options, validOnly: state.validOnly }),
      (job) => ({ job, step: "progress" }),
    );
  const cancel = async () => {
    if (!state.job) return;
    patch({ cancelling: true });
    try {
      await cancelProductImport(state.job.id);
    } catch (error) {
      patch({ error: messageOf(error), cancelling: false });
    }
  };

  const running = state.step === "progress" && state.job?.state === "running";
  const jobId = state.job?.id;
  useEffect(() => {
    if (!running || !jobId) return;
    let stopped = false;
    const timer = setInterval(() => {
      void getProductImport(jobId)
        .then((job) => {
          if (stopped) return;
          patch(job.state === "running" ? { job } : { job, cancelling: false });
          if (job.state === "done") void revalidate();
        })
        .catch((error: unknown) => patch({ error: messageOf(error) }));
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, jobId, patch, revalidate]);

  return {
    state,
    chooseFile,
    setOptions: (options: ProductImportOptions) => patch({ options }),
    setValidOnly: (validOnly: boolean) => patch({ validOnly }),
    back: () => patch({ step: "mapping", error: null }),
    runPreview,
    start,
    cancel,
    reset: () => setState(INITIAL),
  };
}
