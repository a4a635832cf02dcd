// An image chosen in a form: checked at once (type, 5 MB), previewed locally, and uploaded only
// when the form is saved, so a cancelled form leaves nothing behind on the server.
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/toaster";
import { checkImageFile } from "../lib/upload-check";
import { useUploadImage } from "../api/use-upload-image";

export interface PendingImage {
  file: File | null;
  /** Object URL of the chosen file, for the preview. */
  previewUrl: string | null;
  error: string | null;
  choose: (file: File | null) => void;
  clear: () => void;
  /** Uploads the chosen file and returns its stored path; null when none was chosen. */
  upload: () => Promise<string | null>;
}

export const UPLOAD_ERROR_TITLE = "Error al subir la imagen";

export function usePendingImage(): PendingImage {
  const uploadImage = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file, uploadImage]);

  const choose = useCallback((chosen: File | null) => {
    if (!chosen) return;
    const refusal = checkImageFile(chosen);
    if (refusal) {
      setError(refusal);
      setFile(null);
      void toast.error(UPLOAD_ERROR_TITLE, refusal);
      return;
    }
    setError(null);
    setFile(chosen);
  }, []);

  const clear = useCallback(() => {
    setFile(null);
    setError(null);
  }, []);

  const upload = useCallback(async () => (file ? uploadImage(file) : null), [file, uploadImage]);

  return { file, previewUrl, error, choose, clear, upload };
}
