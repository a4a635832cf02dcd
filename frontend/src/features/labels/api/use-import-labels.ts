// 'Importar': the file was checked whole before this runs; then each entry is created or updated.
// The API has no all-at-once operation, so if one write fails the ones already made are undone
// (created entries deleted, updated ones put back), and the file's import is reported as failed.
import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { ImportPlan } from "../lib/import-plan";

type Undo = () => Promise<unknown>;

async function runTemplates(plan: ImportPlan, undo: Undo[]) {
  for (const step of plan.templates) {
    if (step.kind === "create") {
      const { data } = await apiClient.POST("/api/label-templates", { body: step.input });
      const id = data?.id;
      if (id !== undefined)
        undo.push(() => apiClient.DELETE("/api/label-templates/{id}", { params: { path: { id } } }));
    } else {
      const path = { params: { path: { id: step.id } } };
      await apiClient.PUT("/api/label-templates/{id}", { ...path, body: step.input });
      undo.push(() => apiClient.PUT("/api/label-templates/{id}", { ...path, body: step.previous }));
    }
  }
}

async function runSizes(plan: ImportPlan, undo: Undo[]) {
  for (const step of plan.sizes) {
    if (step.kind === "create") {
      const { data } = await apiClient.POST("/api/label-sizes", { body: step.input });
      const id = data?.id;
      if (id !== undefined)
        undo.push(() => apiClient.DELETE("/api/label-sizes/{id}", { params: { path: { id } } }));
    } else {
      const path = { params: { path: { id: step.id } } };
      await apiClient.PUT("/api/label-sizes/{id}", { ...path, body: step.input });
      undo.push(() => apiClient.PUT("/api/label-sizes/{id}", { ...path, body: step.previous }));
    }
  }
}

export function useImportLabels(): (plan: ImportPlan) => Promise<void> {
  return useCallback(async (plan) => {
    const undo: Undo[] = [];
    try {
      await runTemplates(plan, undo);
      await runSizes(plan, undo);
    } catch (error) {
      for (const step of undo.reverse()) await step().catch(() => undefined);
      throw error;
    } finally {
      void revalidatePaths("/api/label-templates", "/api/label-sizes");
    }
  }, []);
}
