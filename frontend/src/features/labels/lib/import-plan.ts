// What an import writes: entries whose id (template_id / size_id) exists are updated, the others
// created. The previous values are kept so a failed import can be undone.
import type { LabelSize, LabelTemplate } from "@/lib/api/types";
import type { SizeInput, TemplateInput } from "./label-forms";

export type PlanStep<Input> =
  { kind: "create"; input: Input } | { kind: "update"; id: number; input: Input; previous: Input };

export interface ImportPlan {
  templates: PlanStep<TemplateInput>[];
  sizes: PlanStep<SizeInput>[];
}

export function planImport(
  existing: { templates: readonly LabelTemplate[]; sizes: readonly LabelSize[] },
  incoming: { templates: readonly TemplateInput[]; sizes: readonly SizeInput[] },
): ImportPlan {
  return {
    templates: incoming.templates.map((input) => {
      const match = existing.templates.find((t) => t.template_id === input.template_id);
      if (!match) return { kind: "create", input };
      const { id, ...previous } = match;
      return { kind: "update", id, input, previous };
    }),
    sizes: incoming.sizes.map((input) => {
      const match = existing.sizes.find((s) => s.size_id === input.size_id);
      if (!match) return { kind: "create", input };
      const { id, ...previous } = match;
      return { kind: "update", id, input, previous };
    }),
  };
}

export function planSummary(plan: ImportPlan): { created: number; updated: number } {
  const steps = [...plan.templates, ...plan.sizes];
  const created = steps.filter((step) => step.kind === "create").length;
  return { created, updated: steps.length - created };
}
