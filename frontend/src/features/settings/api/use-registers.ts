// 'Cajas' ('Modo mostrador'): the registers, and an Administrador's new or renamed one; after each
// change every register request refreshes. Refusals throw ApiError with the server's message.
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";

/** Asked only while the shop is in 'Modo mostrador'. */
export function useRegisters(counterMode: boolean) {
  return useApiQuery("/api/registers", {}, counterMode ? undefined : { isPaused: () => true });
}

const refresh = () => revalidatePathsWhere((path) => path.startsWith("/api/register"));

export async function createRegister(name: string) {
  const register = dataOf(await apiClient.POST("/api/registers", { body: { name } }));
  await refresh();
  return register;
}

export async function renameRegister(id: number, name: string) {
  const register = dataOf(
    await apiClient.PUT("/api/registers/{id}", { params: { path: { id } }, body: { name } }),
  );
  await refresh();
  return register;
}
