// 'Subir los proveedores de este navegador': with 'Modo mostrador' on, an Administrador whose browser
// still holds the local suppliers sends them to the server once; the server skips those it has (by tax
// id, else by name) and says how many it took. The browser then remembers not to offer it again.
import { Button, Callout } from "@blueprintjs/core";
import { CloudUpload } from "@blueprintjs/icons";
import { useState } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Supplier } from "../lib/supplier";
import { supplierInputOf } from "../lib/supplier-form";
import { uploadedMessage } from "../lib/upload-message";
import { useSupplierWrites } from "../api/use-server-suppliers";

export const UPLOADED_KEY = "suppliers.localUploaded";

function alreadyUploaded(): boolean {
  try {
    return localStorage.getItem(UPLOADED_KEY) === "1";
  } catch {
    return false;
  }
}

export function LocalSuppliersUpload({ localSuppliers }: { localSuppliers: readonly Supplier[] }) {
  const { upload } = useSupplierWrites();
  const [done, setDone] = useState<string | null>(null);
  const [hidden] = useState(alreadyUploaded);
  const [busy, setBusy] = useState(false);
  if (localSuppliers.length === 0 || (hidden && done === null)) return null;

  async function send() {
    setBusy(true);
    try {
      const result = await upload(localSuppliers.map(supplierInputOf));
      const message = uploadedMessage(result.uploaded, result.skipped);
      setDone(message);
      localStorage.setItem(UPLOADED_KEY, "1");
      void toast.success("Proveedores subidos", message);
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (done !== null)
    return (
      <Callout intent="success" className="sup-upload" compact>
        {done}
      </Callout>
    );
  return (
    <Callout intent="primary" className="sup-upload" compact>
      <p>
        Este navegador guarda {localSuppliers.length} proveedores locales. Súbalos para que queden en el
        servidor.
      </p>
      <Button
        icon={<CloudUpload />}
        intent="primary"
        text="Subir los proveedores de este navegador"
        loading={busy}
        onClick={() => void send()}
      />
    </Callout>
  );
}
