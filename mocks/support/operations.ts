// openapi.yaml's operations, indexed once for the mocks (server/openapi/operation-index.ts).
import { indexOperations, type IndexedOperation } from "../../server/openapi/operation-index";
import { openapiDocument } from "./openapi-document";

export const INDEXED_OPERATIONS = indexOperations(openapiDocument);

export function getOperation(operationId: string): IndexedOperation {
  const op = INDEXED_OPERATIONS.get(operationId);
  if (!op) throw new Error(`Unknown operationId ${operationId}`);
  return op;
}
