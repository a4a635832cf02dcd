// What the upload of the browser's local suppliers says it did.

export function uploadedMessage(uploaded: number, skipped: number): string {
  const first = uploaded === 1 ? "Se subió 1 proveedor." : `Se subieron ${uploaded} proveedores.`;
  if (skipped === 0) return first;
  const second = skipped === 1 ? "1 ya estaba en el servidor." : `${skipped} ya estaban en el servidor.`;
  return `${first} ${second}`;
}
