// The Administrador's form for one more number of a product: kind, number and, optionally, the
// brand or supplier that uses it. The server refuses a number another part already holds.
import { optionalText } from "@rules/text";
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/toaster";
import type { CodeKind } from "@/lib/api/types";
import { useCodeChanges } from "../api/use-code-changes";

export const CODE_KINDS: CodeKind[] = ["Código de barras", "OEM", "Proveedor", "Anterior"];

export interface CodeAddFormProps {
  productId: number;
  onAdded: () => void;
}

export function CodeAddForm({ productId, onAdded }: CodeAddFormProps) {
  const changes = useCodeChanges();
  const [kind, setKind] = useState<CodeKind>("OEM");
  const [code, setCode] = useState("");
  const [source, setSource] = useState("");
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return;
    setSaving(true);
    try {
      await changes.addCode(productId, { code, kind, source: optionalText(source) });
      void toast.success("Número agregado", code.trim());
      setCode("");
      setSource("");
      onAdded();
    } catch (failure) {
      void toast.error(
        "No se pudo agregar el número",
        failure instanceof Error ? failure.message : undefined,
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="inv-code-form" onSubmit={(event) => void submit(event)} aria-label="Agregar número">
      <HTMLSelect
        aria-label="Tipo de número"
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as CodeKind)}
        options={CODE_KINDS}
      />
      <InputGroup
        aria-label="Número"
        placeholder="Número (p. ej. 90915-YZZE1)"
        value={code}
        onValueChange={setCode}
        data-scan-target="true"
      />
      <InputGroup
        aria-label="Marca o proveedor"
        placeholder="Marca o proveedor (opcional)"
        value={source}
        onValueChange={setSource}
      />
      <Button
        type="submit"
        icon={<Add />}
        text="Agregar número"
        loading={saving}
        disabled={code.trim() === ""}
      />
    </form>
  );
}
