// 'Palabras de la tienda' (Administrador, in the Inventario tab): the synonyms every product search
// applies, one line per group ('balata = pastilla de freno'), kept on the server. The server tidies
// the lines and refuses one with a single term, naming it; the message is shown as sent.
import { Button, Callout, Card, FormGroup, TextArea } from "@blueprintjs/core";
import { CloudUpload } from "@blueprintjs/icons";
import { useEffect, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import { useSaveSearchSynonyms, useSearchSynonyms } from "../api/use-search-synonyms";

const FIELD_ID = "search-synonyms";

export function SearchSynonymsPanel() {
  const stored = useSearchSynonyms();
  return (
    <Card className="set-section" role="region" aria-labelledby="search-synonyms-title">
      <h2 id="search-synonyms-title" className="set-section-title">
        Palabras de la tienda
      </h2>
      <p className="set-muted set-section-description">
        Sinónimos que aplica toda búsqueda de productos: quien busque una palabra de una línea encuentra
        también las demás.
      </p>
      <AsyncState
        loading={stored.isLoading}
        loadingText="Cargando sinónimos..."
        error={stored.error}
        errorTitle="Error al cargar los sinónimos"
        titleLevel={3}
        onRetry={() => void stored.mutate()}
      >
        {stored.data ? <SynonymsForm stored={stored.data.lines} /> : null}
      </AsyncState>
    </Card>
  );
}

function SynonymsForm({ stored }: { stored: string[] }) {
  const [text, setText] = useState(stored.join("\n"));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSearchSynonyms();
  useEffect(() => setText(stored.join("\n")), [stored]);

  const submit = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const kept = await save(text.split("\n"));
      setText(kept.join("\n"));
      void toast.success("Sinónimos guardados");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="set-section-body">
      {stored.length === 0 ? (
        <Callout title="Todavía no hay sinónimos">
          Escriba uno por línea, por ejemplo «balata = pastilla de freno».
        </Callout>
      ) : null}
      <FormGroup
        label="Sinónimos de búsqueda"
        labelFor={FIELD_ID}
        helperText="Una línea por grupo de palabras equivalentes, separadas por «=»."
      >
        <TextArea
          id={FIELD_ID}
          fill
          rows={8}
          value={text}
          placeholder={"balata = pastilla de freno\ncandela = bujía"}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FormGroup>
      {problem ? (
        <Callout intent="danger" title="No se pudieron guardar los sinónimos" role="alert">
          {problem}
        </Callout>
      ) : null}
      <div>
        <Button icon={<CloudUpload />} intent="primary" loading={saving} onClick={() => void submit()}>
          Guardar sinónimos
        </Button>
      </div>
    </div>
  );
}
